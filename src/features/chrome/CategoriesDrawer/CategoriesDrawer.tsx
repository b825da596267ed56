import { Link } from 'react-router-dom';
import type { ProductTypeWord, WordGroup } from '../../../api/types';
import { Icon } from '../../../ui/Icon/Icon';
import { Modal } from '../../../ui/Modal/Modal';
import { Stack } from '../../../ui/Stack/Stack';
import { turnsWhenOpen } from '../../../ui/styles/disclosure.css';
import { Text } from '../../../ui/Text/Text';
import { storeWordPath } from '../header';
import { categoriesNote } from '../megaMenu';
import type { MegaMenuStatus } from '../MegaMenu/MegaMenu';
import * as menuStyles from '../MegaMenu/MegaMenu.css';
import * as styles from './CategoriesDrawer.css';

export interface CategoriesDrawerProps {
  /** Whether the drawer is shown; the header's menu button owns this state. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the type list is: still loading, failed, or here (`categories`). */
  status: MegaMenuStatus;
  /** The categories to browse, as in the mega-menu (without 'Price' and 'License type'). */
  categories: readonly WordGroup[];
  /** Called after a word was chosen; its link navigates to `/store?ids=<id>` and the drawer closes. */
  onWordSelect?: (word: ProductTypeWord) => void;
  /** The drawer's title: the mega-menu's trigger text. */
  title?: string;
}

/**
 * The mega-menu on phones and tablets: a drawer from the left edge with the same
 * categories, words and design counts. Each category is a disclosure (native
 * `<details>`, so a tap, Enter or Space opens it without script); the first starts open.
 * A tapped word goes to the store filtered by it and closes the drawer.
 */
export function CategoriesDrawer({ open, onOpenChange, status, categories, onWordSelect, title = 'All Designs' }: CategoriesDrawerProps) {
  const note = categoriesNote(status, categories);
  const chooseWord = (word: ProductTypeWord) => {
    onOpenChange(false);
    onWordSelect?.(word);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} placement="start" closeLabel="Close categories">
      {note !== null ? (
        // The mega-menu's own status line: the same note, said the same way.
        <p role="status" className={menuStyles.note}>
          {note}
        </p>
      ) : (
        <Stack as="ul" list aria-label="Categories">
          {categories.map((category, index) => (
            <li key={category.name} className={styles.category}>
              <details open={index === 0}>
                <summary className={styles.summary}>
                  {category.name}
                  <Icon name="chevronDown" className={turnsWhenOpen} />
                </summary>
                <ul className={styles.words} aria-label={category.name}>
                  {category.data.map((word) => (
                    <li key={word.id}>
                      <Link to={storeWordPath(word.id)} className={styles.word} onClick={() => chooseWord(word)}>
                        <span>{word.word}</span>{' '}
                        <Text size="sm" tone="muted" figures="tabular">
                          {word.productCount}
                        </Text>
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
