import { Star } from 'lucide-react';

/** A rating from 1 to 5 as stars, read out as `label` ("4 out of 5"): the stars alone say nothing to a screen reader. */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={`size-5 ${value <= rating ? 'fill-warning text-warning' : 'text-border'}`}
        />
      ))}
    </span>
  );
}
