/**
 * Each answer's schema (responses.ts) describes exactly the type the client reads
 * (types.ts): a field added, dropped, made optional or retyped on one side and not the
 * other fails the type check (`npm run typecheck`), so the server can neither strip a
 * field the client reads nor let one through that the client does not know.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { responseSchemas } from './responses';
import type {
  BannerItem,
  BestSeller,
  Board,
  CartMergeResult,
  CheckoutResult,
  Folder,
  FolderDetail,
  MemberInfo,
  Order,
  Paged,
  PaymentProviderInfo,
  PaymentStart,
  PickerFolder,
  SessionUser,
  CartSummary,
  MeasuringProgress,
  MemberSummary,
  ProductCard,
  ProductDetail,
  ProductTypeGroup,
  SearchResult,
} from './types';

type Data<N extends keyof typeof responseSchemas> = z.infer<(typeof responseSchemas)[N]> extends { data: infer D } ? D : never;

describe('the answers’ schemas', () => {
  it('describe exactly the types the client reads', () => {
    expectTypeOf<Data<'selectAllType'>>().toEqualTypeOf<ProductTypeGroup[]>();
    expectTypeOf<Data<'home'>>().toEqualTypeOf<BannerItem[]>();
    expectTypeOf<Data<'bestSeller'>>().toEqualTypeOf<BestSeller[]>();
    expectTypeOf<Data<'selectById'>>().toEqualTypeOf<ProductDetail>();
    expectTypeOf<Data<'selectPage'>>().toEqualTypeOf<SearchResult>();
    expectTypeOf<Data<'selectAlike'>>().toEqualTypeOf<ProductCard[]>();
    expectTypeOf<z.infer<(typeof responseSchemas)['selectAlike']>['measuring']>().toEqualTypeOf<MeasuringProgress | undefined>();
    expectTypeOf<Data<'selectLike'>>().toEqualTypeOf<ProductCard[]>();
    expectTypeOf<Data<'downUrl'>>().toEqualTypeOf<string>();
    expectTypeOf<Data<'cartSaveAllOrder'>>().toEqualTypeOf<CartMergeResult>();
    expectTypeOf<Data<'cartList'>>().toEqualTypeOf<CartSummary>();
    expectTypeOf<z.infer<(typeof responseSchemas)['cartList']>['user']>().toEqualTypeOf<MemberSummary | undefined>();
    expectTypeOf<Data<'login'>>().toEqualTypeOf<SessionUser>();
    expectTypeOf<Data<'getResetPwdToken'>>().toEqualTypeOf<string>();
    expectTypeOf<Data<'getMemberInfo'>>().toEqualTypeOf<MemberInfo>();
    expectTypeOf<Data<'boards'>>().toEqualTypeOf<Board[]>();
    expectTypeOf<Data<'selectBookmark'>>().toEqualTypeOf<Paged<Folder>>();
    expectTypeOf<Data<'selectBookmarkSimple'>>().toEqualTypeOf<Paged<PickerFolder>>();
    expectTypeOf<Data<'saveFolder'>>().toEqualTypeOf<Folder>();
    expectTypeOf<Data<'addFolder'>>().toEqualTypeOf<Folder>();
    expectTypeOf<Data<'selectBookmarkDetail'>>().toEqualTypeOf<FolderDetail>();
    expectTypeOf<Data<'getInvoice'>>().toEqualTypeOf<string>();
    expectTypeOf<Data<'orderPage'>>().toEqualTypeOf<Paged<Order>>();
    expectTypeOf<Data<'paymentProvider'>>().toEqualTypeOf<PaymentProviderInfo>();
    expectTypeOf<Data<'startPayment'>>().toEqualTypeOf<PaymentStart>();
    expectTypeOf<Data<'checkout'>>().toEqualTypeOf<CheckoutResult>();
  });
});
