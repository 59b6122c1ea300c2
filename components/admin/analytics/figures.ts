const COUNT = new Intl.NumberFormat("en-US");
const PERCENT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A count as the Analytics tab shows it: 1,234. */
export const formatCount = (value: number) => COUNT.format(value);

/** A percent (already times 100) with at most two decimals: 12.5%. */
export const formatPercent = (value: number) => `${PERCENT.format(value)}%`;
