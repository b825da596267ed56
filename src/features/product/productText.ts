/** Texts and links built from a design's fields (storefront §2 card and detail, §3). */
import type { ProductCard } from '../../api/types';
import { storeUrl } from '../../domain/storeUrl';

/** The words of one of the spec's comma-separated fields, trimmed, empty ones and repeats dropped. */
export function splitWords(list: string | null | undefined): string[] {
  if (!list) return [];
  return [
    ...new Set(
      list
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  ];
}

/** The words of several comma-separated fields, in order, each once. */
export const wordsOf = (...lists: (string | null | undefined)[]): string[] => [...new Set(lists.flatMap(splitWords))];

/** A card image's alt text: brandStr, productFicationStr, sceneStr, styleStr and label combined (§2). */
export function designAltText(card: Pick<ProductCard, 'brandStr' | 'productFicationStr' | 'sceneStr' | 'styleStr' | 'label'>): string {
  return wordsOf(card.brandStr, card.productFicationStr, card.sceneStr, card.styleStr, card.label).join(', ');
}

/** The design's own page (opened in a new tab). */
export const detailHref = (productId: number): string => `/detail/${productId}`;

/** A store search for one word (the detail's product types, categories and tags). */
export const storeSearchHref = (word: string): string => storeUrl({ q: word });
