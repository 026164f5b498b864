import { formatPriceParts } from '@amparo/contract/billing/format-price';
import { useTranslation } from 'react-i18next';

export type PriceProps = { priceCents: number; currency: string };

/** A price in the reader's number format: "$100", "100 $US", "١٠٠ US$". */
export function Price({ priceCents, currency }: PriceProps) {
  const { i18n } = useTranslation();
  return (
    <>
      {formatPriceParts({ priceCents, currency: currency as 'USD' }, i18n.language).map((part, index) =>
        // Isolated, the symbol keeps its own order: in Arabic "US$" would otherwise show as "$US".
        part.isCurrency ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one formatted price never reorder.
          <bdi key={index}>{part.text}</bdi>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
