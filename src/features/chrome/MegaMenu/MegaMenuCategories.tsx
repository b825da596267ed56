import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import type { ProductTypeWord, WordGroup } from '../../../api/types';
import { Icon } from '../../../ui/Icon/Icon';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { storeWordPath } from '../header';
import { splitColumns } from '../megaMenu';
import * as styles from './MegaMenuCategories.css';

export interface MegaMenuCategoriesProps {
  categories: readonly WordGroup[];
  /** Index of the category whose words show. */
  active: number;
  onActiveChange: (index: number) => void;
  onWordSelect: (word: ProductTypeWord) => void;
}

/**
 * The open mega-menu: categories on the left as vertical tabs (hover or arrow keys
 * switch), the active category's words with counts on the right, the first 15 in one
 * column and the rest in a second.
 */
export function MegaMenuCategories({ categories, active, onActiveChange, onWordSelect }: MegaMenuCategoriesProps) {
  return (
    <Inline
      as={Tabs.Root}
      align="start"
      gap="lg"
      orientation="vertical"
      value={String(active)}
      onValueChange={(value) => onActiveChange(Number(value))}
    >
      <Stack as={Tabs.List} gap="xxs" aria-label="Categories" className={styles.categories}>
        {categories.map((category, index) => (
          <Tabs.Trigger
            key={category.name}
            value={String(index)}
            className={styles.category}
            onPointerEnter={(event) => {
              if (event.pointerType === 'mouse') onActiveChange(index);
            }}
          >
            <span>{category.name}</span>
            <Icon name="chevronRight" />
          </Tabs.Trigger>
        ))}
      </Stack>
      {categories.map((category, index) => (
        <Inline as={Tabs.Content} key={category.name} value={String(index)} align="start" gap="lg" className={styles.words}>
          {splitColumns(category.data).map((column, index) =>
            column.length > 0 ? (
              <Stack as="ul" list key={index} className={styles.column} data-mega-menu-column={index + 1}>
                {column.map((word) => (
                  <li key={word.id}>
                    <Link to={storeWordPath(word.id)} className={styles.word} onClick={() => onWordSelect(word)}>
                      <span className={styles.wordText}>{word.word}</span>{' '}
                      <Text size="xs" tone="muted" figures="tabular">
                        {word.productCount}
                      </Text>
                    </Link>
                  </li>
                ))}
              </Stack>
            ) : null,
          )}
        </Inline>
      ))}
    </Inline>
  );
}
