import { Icon } from '../../../ui/Icon/Icon';
import { designCount, resolveTiles, splitFeatured, storeByWord, type FeaturedTile, type TileRef } from '../home';
import { cardMeta, cardTitle, visuallyHidden } from '../home.css';
import { useTypeTree } from '../home.queries';
import { featuredCategories } from '../featured';
import { HomeSection, SectionState, failureMessage } from '../HomeSection/HomeSection';
import { HomeSectionLink } from '../HomeSection/HomeSectionLink';
import * as styles from './FeaturedCategories.css';

const TITLE = 'Featured Category';

export interface FeaturedCategoryTileProps {
  tile: FeaturedTile;
  /** Position in the grid: picks the tile's colour in turn. */
  index: number;
}

/** A coloured tile: the word, its group, how many designs carry it, and Explore. */
export function FeaturedCategoryTile({ tile, index }: FeaturedCategoryTileProps) {
  const tone = styles.TILE_TONES[index % styles.TILE_TONES.length]!;
  return (
    <article className={styles.tile({ tone })}>
      <p className={styles.group}>{tile.rootName}</p>
      <h3 className={cardTitle}>{tile.word}</h3>
      <p className={cardMeta}>{designCount(tile.productCount)}</p>
      <HomeSectionLink link={storeByWord(tile.id)} className={styles.explore}>
        Explore<span className={visuallyHidden}> {tile.word}</span>
        <Icon name="chevronRight" />
      </HomeSectionLink>
    </article>
  );
}

export interface FeaturedCategoriesProps {
  /**
   * The featured-category array; the entries after the first seven become tiles
   * (the first seven are the logo row). Defaults to the curated one.
   */
  categories?: readonly TileRef[];
}

/**
 * 'Featured Category' (storefront §2 "Home"): coloured tiles with Explore, each leading
 * to the store filtered by its word. Ids and counts come from the live type tree
 * (GET /api/product/selectAllType); words it does not have are left out, and the
 * section leaves the page when none is left.
 */
export function FeaturedCategories({ categories = featuredCategories }: FeaturedCategoriesProps) {
  const { tiles: refs } = splitFeatured(categories);
  const tree = useTypeTree();
  const tiles = tree.isSuccess ? resolveTiles(refs, tree.data) : [];
  if (refs.length === 0 || (tree.isSuccess && tiles.length === 0)) return null;
  return (
    <HomeSection title={TITLE} busy={tree.isPending}>
      {tree.isSuccess ? (
        <ul className={styles.grid}>
          {tiles.map((tile, index) => (
            <li key={tile.id}>
              <FeaturedCategoryTile tile={tile} index={index} />
            </li>
          ))}
        </ul>
      ) : (
        <SectionState
          placeholder={
            <div className={styles.grid} aria-hidden="true">
              {refs.map((ref) => (
                <span key={ref.word} className={styles.placeholderTile} />
              ))}
            </div>
          }
          loadingLabel="Loading categories"
          error={tree.isError ? { message: failureMessage('Categories', tree.error), onRetry: () => void tree.refetch() } : undefined}
        />
      )}
    </HomeSection>
  );
}
