/** Search parameters of the earn pages (SPEC section 2, Earn and copy). */
import { assetCode, integer, oneOf, optional, searchValidator } from '../../lib/searchParams';

const PRODUCT_TYPE_TAGS = ['flexible', 'fixed'] as const;
type ProductTypeTag = (typeof PRODUCT_TYPE_TAGS)[number];

export interface SimpleEarnSearch {
  /** Opens this product's subscription panel. */
  product_id?: number;
  /** Filters the list to flexible or fixed-term products. */
  product_type_tag?: ProductTypeTag;
  /** Filters the list to one asset. */
  asset?: string;
  /** Older links say coin for asset; asset wins when both are present. */
  coin?: string;
}

export const validateSimpleEarnSearch = searchValidator<SimpleEarnSearch>((raw) => ({
  ...optional('product_id', integer(raw.product_id, 1, Number.MAX_SAFE_INTEGER)),
  ...optional('product_type_tag', oneOf(raw.product_type_tag, PRODUCT_TYPE_TAGS)),
  ...optional('asset', assetCode(raw.asset)),
  ...optional('coin', assetCode(raw.coin)),
}));
