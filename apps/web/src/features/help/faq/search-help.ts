import type { HelpContent, HelpEntry, HelpTopicId } from '@amparo/contract/help/help-content';
import {
  foldText,
  type HighlightPart,
  highlight,
  queryWords,
  withoutArabicArticle,
} from '../../../lib/text-search.ts';

// Search over the help page's answers, in the browser: it works offline and nothing typed leaves the device. Text
// and query are folded the same way (lib/text-search.ts), so "contrasena" finds "contraseña" and an Arabic word
// typed without hamza or short vowels finds the written one. Every word must be found in the entry; a word in the
// question counts more than one in the topic's title, which counts more than one in the answer.

const WEIGHT = { question: 4, topic: 2, answer: 1 } as const;

type IndexedEntry = {
  topicId: HelpTopicId;
  topicTitle: string;
  entry: HelpEntry;
  question: string;
  topic: string;
  answer: string;
};

export type HelpIndex = IndexedEntry[];

/** An entry that matched: its texts cut into runs, the matched runs marked. */
export type HelpHit = {
  topicId: HelpTopicId;
  topicTitle: string;
  entry: HelpEntry;
  question: HighlightPart[];
  answer: HighlightPart[][];
};

export function indexHelp(content: HelpContent): HelpIndex {
  return content.topics.flatMap((topic) =>
    topic.entries.map((entry) => ({
      topicId: topic.id,
      topicTitle: topic.title,
      entry,
      question: foldText(entry.question).folded,
      topic: foldText(topic.title).folded,
      answer: foldText(entry.answer.join('\n')).folded,
    })),
  );
}

function weightOf(item: IndexedEntry, word: string): number {
  if (item.question.includes(word)) return WEIGHT.question;
  if (item.topic.includes(word)) return WEIGHT.topic;
  if (item.answer.includes(word)) return WEIGHT.answer;
  return 0;
}

/** A word counts where it is found as typed or, for an Arabic word, without its article ("الحساب" in "حسابي"). */
function wordWeight(item: IndexedEntry, word: string): number {
  const bare = withoutArabicArticle(word);
  return Math.max(weightOf(item, word), bare === null ? 0 : weightOf(item, bare));
}

/** The entries that hold every word of the query, best first; an empty query finds nothing. */
export function searchHelp(index: HelpIndex, query: string): HelpHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  // Marked as typed and without the article: overlapping marks merge, so "التجنّس" stays marked whole.
  const marks = [
    ...words,
    ...words.map(withoutArabicArticle).filter((bare): bare is string => bare !== null),
  ];
  const scored: { hit: HelpHit; score: number; order: number }[] = [];
  index.forEach((item, order) => {
    const weights = words.map((word) => wordWeight(item, word));
    if (weights.some((weight) => weight === 0)) return;
    scored.push({
      hit: {
        topicId: item.topicId,
        topicTitle: item.topicTitle,
        entry: item.entry,
        question: highlight(item.entry.question, marks),
        answer: item.entry.answer.map((paragraph) => highlight(paragraph, marks)),
      },
      score: weights.reduce((sum, weight) => sum + weight, 0),
      order,
    });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ hit }) => hit);
}

/** Hits grouped by topic, the topics in the order of the best hit in each. */
export function groupByTopic(
  hits: readonly HelpHit[],
): { topicId: HelpTopicId; title: string; hits: HelpHit[] }[] {
  const groups = new Map<HelpTopicId, { topicId: HelpTopicId; title: string; hits: HelpHit[] }>();
  for (const hit of hits) {
    const group = groups.get(hit.topicId) ?? { topicId: hit.topicId, title: hit.topicTitle, hits: [] };
    group.hits.push(hit);
    groups.set(hit.topicId, group);
  }
  return [...groups.values()];
}
