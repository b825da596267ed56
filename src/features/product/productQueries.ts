import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile, downloadFileName, secureFileUrl } from '../../api/download';
import { ApiError } from '../../api/errors';
import * as product from '../../api/product';
import type { ProductDetail } from '../../api/types';
import { useToast } from '../../ui/Toast';

/** Query key of a design's detail (`/api/product/selectById`). */
export const productDetailKey = (productId: number) => ['product', 'detail', productId] as const;

/** A design's detail; idle while `productId` is null (a closed dialog). */
export function useProductDetail(productId: number | null) {
  return useQuery({
    queryKey: productDetailKey(productId ?? 0),
    queryFn: async ({ signal }) => (await product.selectById({ productId: productId! }, { signal })).data,
    enabled: productId !== null,
  });
}

/** After an add, the cached detail says 'in cart' (isBuy 1), so View Cart shows without a refetch. */
export function markDetailInCart(client: QueryClient, productId: number) {
  client.setQueryData<ProductDetail>(productDetailKey(productId), (detail) =>
    detail && detail.isBuy === 0 ? { ...detail, isBuy: 1 } : detail,
  );
}

/**
 * Download File for a purchased design (account §7 downUrl, storefront §4 download
 * helper): asks for a short-lived file URL, fetches it with progress and saves it as
 * `<imgSn>.<ext>`; the helper's messages ('download successful!', 'download error',
 * 'server error!') become toasts.
 */
export function useDesignDownload() {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (design: Pick<ProductDetail, 'productId' | 'imgSn'>) => {
      setProgress(0);
      const { data: url } = await product.downUrl({ id: design.productId });
      return downloadFile(secureFileUrl(url), downloadFileName(design.imgSn, url), { onProgress: setProgress });
    },
    onSuccess: (result) => {
      if (result.outcome === 'success') toast.success(result.message);
      else if (result.message) toast.error(result.message);
    },
    onError: (error) => {
      if (error instanceof ApiError) toast.error(error.message);
    },
    onSettled: () => setProgress(null),
  });
  return { download: mutation.mutate, progress };
}
