/** The user's spot orders, fills and balances: the trade page's lists and /myaccount's read the same queries. */
export { ListFilters, OpenOrdersList, OrderHistoryList, TradeHistoryList, type ListFilter } from './OrderLists';
export { SpotBalancesTable } from './SpotBalances';
export { useLiveAccount } from './useFillToasts';
