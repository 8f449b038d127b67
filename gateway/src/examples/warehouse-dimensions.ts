/**
 * The fixed reference data of the example warehouse. Weights give the skews a real business has:
 * a few big markets, a long tail of products, most revenue from a few lines.
 */

export interface CountryRow {
  region: string;
  country: string;
  weight: number;
}

export const COUNTRIES: readonly CountryRow[] = [
  { region: 'North America', country: 'United States', weight: 30 },
  { region: 'North America', country: 'Canada', weight: 6 },
  { region: 'North America', country: 'Mexico', weight: 4 },
  { region: 'EMEA', country: 'Germany', weight: 9 },
  { region: 'EMEA', country: 'United Kingdom', weight: 8 },
  { region: 'EMEA', country: 'France', weight: 7 },
  { region: 'EMEA', country: 'Spain', weight: 4 },
  { region: 'EMEA', country: 'Italy', weight: 4 },
  { region: 'EMEA', country: 'Netherlands', weight: 3 },
  { region: 'EMEA', country: 'Sweden', weight: 2 },
  { region: 'EMEA', country: 'South Africa', weight: 1 },
  { region: 'APAC', country: 'Japan', weight: 7 },
  { region: 'APAC', country: 'India', weight: 5 },
  { region: 'APAC', country: 'Australia', weight: 4 },
  { region: 'APAC', country: 'South Korea', weight: 3 },
  { region: 'APAC', country: 'Singapore', weight: 2 },
  { region: 'LATAM', country: 'Brazil', weight: 5 },
  { region: 'LATAM', country: 'Argentina', weight: 2 },
  { region: 'LATAM', country: 'Chile', weight: 1 },
];

export interface ChannelRow {
  channel: string;
  weight: number;
  /** Price multiplier: resellers buy below list price. */
  priceFactor: number;
  /** Quantity multiplier: wholesale orders are bigger. */
  quantityFactor: number;
}

export const CHANNELS: readonly ChannelRow[] = [
  { channel: 'Online', weight: 45, priceFactor: 1, quantityFactor: 1 },
  { channel: 'Retail', weight: 30, priceFactor: 1, quantityFactor: 1 },
  { channel: 'Partner', weight: 15, priceFactor: 0.9, quantityFactor: 2 },
  { channel: 'Wholesale', weight: 10, priceFactor: 0.8, quantityFactor: 6 },
];

export interface ProductRow {
  productLine: string;
  product: string;
  /** List price at the start of the period, before yearly increases. */
  price: number;
  /** Unit cost as a share of the list price. */
  costRatio: number;
  weight: number;
}

export const PRODUCTS: readonly ProductRow[] = [
  { productLine: 'Electronics', product: 'Smartphone X', price: 799, costRatio: 0.62, weight: 14 },
  { productLine: 'Electronics', product: 'Laptop Pro 14', price: 1499, costRatio: 0.7, weight: 6 },
  { productLine: 'Electronics', product: 'Wireless Earbuds', price: 149, costRatio: 0.45, weight: 18 },
  { productLine: 'Electronics', product: '4K Monitor', price: 399, costRatio: 0.66, weight: 5 },
  { productLine: 'Electronics', product: 'Smartwatch', price: 299, costRatio: 0.55, weight: 8 },
  { productLine: 'Home & Garden', product: 'Robot Vacuum', price: 349, costRatio: 0.58, weight: 5 },
  { productLine: 'Home & Garden', product: 'Espresso Machine', price: 549, costRatio: 0.6, weight: 4 },
  { productLine: 'Home & Garden', product: 'Cookware Set', price: 189, costRatio: 0.42, weight: 6 },
  { productLine: 'Home & Garden', product: 'Garden Hose Reel', price: 59, costRatio: 0.38, weight: 4 },
  { productLine: 'Apparel', product: 'Running Shoes', price: 129, costRatio: 0.35, weight: 12 },
  { productLine: 'Apparel', product: 'Rain Jacket', price: 179, costRatio: 0.4, weight: 6 },
  { productLine: 'Apparel', product: 'Merino Sweater', price: 99, costRatio: 0.36, weight: 7 },
  { productLine: 'Apparel', product: 'Cotton T-Shirt', price: 25, costRatio: 0.3, weight: 20 },
  { productLine: 'Sports', product: 'Carbon Road Bike', price: 2499, costRatio: 0.72, weight: 1 },
  { productLine: 'Sports', product: 'Yoga Mat', price: 45, costRatio: 0.33, weight: 9 },
  { productLine: 'Sports', product: 'Tennis Racket', price: 189, costRatio: 0.5, weight: 3 },
  { productLine: 'Books & Media', product: 'Bestseller Hardcover', price: 28, costRatio: 0.55, weight: 15 },
  { productLine: 'Books & Media', product: 'Vinyl Record', price: 32, costRatio: 0.5, weight: 6 },
  { productLine: 'Books & Media', product: 'E-Reader', price: 139, costRatio: 0.64, weight: 4 },
  { productLine: 'Toys', product: 'Building Blocks Set', price: 79, costRatio: 0.4, weight: 8 },
  { productLine: 'Toys', product: 'Board Game', price: 39, costRatio: 0.38, weight: 7 },
  { productLine: 'Toys', product: 'RC Drone', price: 219, costRatio: 0.57, weight: 3 },
];

export const SEGMENTS = [
  { segment: 'Consumer', weight: 62 },
  { segment: 'Small Business', weight: 25 },
  { segment: 'Corporate', weight: 13 },
] as const;

export const LOYALTY_TIERS = [
  { tier: 'Bronze', weight: 55 },
  { tier: 'Silver', weight: 28 },
  { tier: 'Gold', weight: 13 },
  { tier: 'Platinum', weight: 4 },
] as const;

export const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isabel',
  'Jonas',
  'Keiko',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Pedro',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
] as const;

export const LAST_NAMES = [
  'Andersson',
  'Brown',
  'Chen',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Johnson',
  'Kim',
  'Lopez',
  'Müller',
  'Nakamura',
  'Okafor',
  'Patel',
  'Rossi',
  'Silva',
  'Tanaka',
  'Usman',
  'Van Dijk',
  'Wang',
  'Yilmaz',
  'Zhang',
] as const;

/** The sales period: three full years, fixed so that the data never depends on the clock. */
export const PERIOD_START = '2023-01-01';
export const PERIOD_END = '2025-12-31';
