/**
 * The class of a row of buttons and links under a post or a comment (Helpful, comments, Report, Block, Edit,
 * Delete). The page's `overflow-wrap: anywhere` lets a flex item shrink to one letter, so at 320 px or 200 % zoom
 * "Helpful" became "Helpf / ul". Here a label breaks only between words, so a button too wide for the line moves
 * to the next line instead; and no control is wider than the row, so a word longer than the whole row (a long
 * display name in "Block …") is the only thing that may still break, rather than pushing the page sideways.
 */
export const ACTION_ROW_CLASS =
  'flex flex-wrap items-center gap-2 [overflow-wrap:break-word] [&_*]:max-w-full';
