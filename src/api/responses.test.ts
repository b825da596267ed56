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
  AdminBanner,
  AdminDesign,
  AdminFeedback,
  AdminOrder,
  AdminSession,
  AuditEntry,
  BestSellerPins,
  BulkPriceResult,
  Dashboard,
  HeldExclusive,
  ImportJob,
  Subscriber,
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

  it('of the back office too', () => {
    expectTypeOf<Data<'adminSession'>>().toEqualTypeOf<AdminSession>();
    expectTypeOf<Data<'adminDesigns'>>().toEqualTypeOf<Paged<AdminDesign>>();
    expectTypeOf<Data<'adminDesignUpdate'>>().toEqualTypeOf<AdminDesign>();
    expectTypeOf<Data<'adminDesignWithdraw'>>().toEqualTypeOf<AdminDesign>();
    expectTypeOf<Data<'adminDesignRestore'>>().toEqualTypeOf<AdminDesign>();
    expectTypeOf<Data<'adminBulkPrice'>>().toEqualTypeOf<BulkPriceResult>();
    expectTypeOf<Data<'adminImport'>>().toEqualTypeOf<ImportJob>();
    expectTypeOf<Data<'adminImportJob'>>().toEqualTypeOf<ImportJob>();
    expectTypeOf<Data<'adminOrders'>>().toEqualTypeOf<Paged<AdminOrder>>();
    expectTypeOf<Data<'adminRefundLine'>>().toEqualTypeOf<AdminOrder>();
    expectTypeOf<Data<'adminReplaceFile'>>().toEqualTypeOf<AdminOrder>();
    expectTypeOf<Data<'adminHolds'>>().toEqualTypeOf<HeldExclusive[]>();
    expectTypeOf<Data<'adminHoldRelease'>>().toEqualTypeOf<HeldExclusive[]>();
    expectTypeOf<Data<'adminFeedback'>>().toEqualTypeOf<Paged<AdminFeedback>>();
    expectTypeOf<Data<'adminFeedbackHandle'>>().toEqualTypeOf<AdminFeedback>();
    expectTypeOf<Data<'adminFeedbackReply'>>().toEqualTypeOf<AdminFeedback>();
    expectTypeOf<Data<'adminSubscribers'>>().toEqualTypeOf<Paged<Subscriber>>();
    expectTypeOf<Data<'adminBanners'>>().toEqualTypeOf<AdminBanner[]>();
    expectTypeOf<Data<'adminBannerSave'>>().toEqualTypeOf<AdminBanner>();
    expectTypeOf<Data<'adminBestSellers'>>().toEqualTypeOf<BestSellerPins>();
    expectTypeOf<Data<'adminBestSellersSave'>>().toEqualTypeOf<BestSellerPins>();
    expectTypeOf<Data<'adminDashboard'>>().toEqualTypeOf<Dashboard>();
    expectTypeOf<Data<'adminAudit'>>().toEqualTypeOf<Paged<AuditEntry>>();
  });
});
