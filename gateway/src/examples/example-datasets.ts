/** What the example datasets add to the introspected tables: names people read, metrics, a calculated column. */

export interface ExampleMetric {
  metricName: string;
  verboseName: string;
  expression: string;
  d3format?: string;
  description?: string;
  /** Stored in `extra` as Superset does: `{"certification": {...}}`. */
  certification?: { certifiedBy: string; details: string };
  warningText?: string;
}

export interface ExampleCalculatedColumn {
  columnName: string;
  verboseName: string;
  expression: string;
  type: string;
  description: string;
}

export interface ExampleDataset {
  tableName: 'sales' | 'customers' | 'daily_metrics';
  mainDttmCol: string;
  description: string;
  verboseNames: Record<string, string>;
  metrics: ExampleMetric[];
  calculatedColumns: ExampleCalculatedColumn[];
}

export const EXAMPLE_SCHEMA = 'main';

export const EXAMPLE_DATASETS: readonly ExampleDataset[] = [
  {
    tableName: 'sales',
    mainDttmCol: 'order_date',
    description: 'One row per order line: when, where, through which channel, which product, for how much.',
    verboseNames: {
      order_id: 'Order ID',
      order_date: 'Order date',
      region: 'Region',
      country: 'Country',
      channel: 'Channel',
      product_line: 'Product line',
      product: 'Product',
      customer_id: 'Customer ID',
      quantity: 'Quantity',
      price: 'Unit price',
      revenue: 'Revenue',
      cost: 'Cost',
    },
    metrics: [
      { metricName: 'count', verboseName: 'COUNT(*)', expression: 'COUNT(*)', d3format: ',d' },
      {
        metricName: 'sum__revenue',
        verboseName: 'Revenue',
        expression: 'SUM(revenue)',
        d3format: '$,.0f',
        description: 'Quantity times unit price, summed over order lines.',
        certification: { certifiedBy: 'Finance', details: 'Reconciled with the general ledger every month.' },
      },
      { metricName: 'sum__cost', verboseName: 'Cost', expression: 'SUM(cost)', d3format: '$,.0f' },
      { metricName: 'sum__quantity', verboseName: 'Units sold', expression: 'SUM(quantity)', d3format: ',d' },
      { metricName: 'avg__price', verboseName: 'Average unit price', expression: 'AVG(price)', d3format: '$,.2f' },
      {
        metricName: 'margin_pct',
        verboseName: 'Gross margin %',
        expression: '(SUM(revenue) - SUM(cost)) / NULLIF(SUM(revenue), 0)',
        d3format: '.1%',
        description: 'Revenue minus cost, as a share of revenue.',
      },
      {
        metricName: 'count_distinct__customer_id',
        verboseName: 'Customers',
        expression: 'COUNT(DISTINCT customer_id)',
        d3format: ',d',
      },
    ],
    calculatedColumns: [
      {
        columnName: 'margin',
        verboseName: 'Margin',
        expression: 'revenue - cost',
        type: 'DOUBLE',
        description: 'Revenue minus cost of the order line.',
      },
    ],
  },
  {
    tableName: 'customers',
    mainDttmCol: 'signup_date',
    description: 'One row per customer, with where they live, their segment and loyalty tier.',
    verboseNames: {
      customer_id: 'Customer ID',
      customer_name: 'Customer',
      email: 'Email',
      segment: 'Segment',
      region: 'Region',
      country: 'Country',
      signup_date: 'Signed up',
      loyalty_tier: 'Loyalty tier',
    },
    metrics: [{ metricName: 'count', verboseName: 'COUNT(*)', expression: 'COUNT(*)', d3format: ',d' }],
    calculatedColumns: [],
  },
  {
    tableName: 'daily_metrics',
    mainDttmCol: 'ds',
    description: 'One row per day: web traffic, orders and revenue, support load.',
    verboseNames: {
      ds: 'Day',
      visitors: 'Visitors',
      orders: 'Orders',
      buyers: 'Buyers',
      revenue: 'Revenue',
      conversion_rate: 'Conversion rate',
      signups: 'Sign-ups',
      avg_session_seconds: 'Average session (s)',
      bounce_rate: 'Bounce rate',
      support_tickets: 'Support tickets',
    },
    metrics: [
      { metricName: 'count', verboseName: 'COUNT(*)', expression: 'COUNT(*)', d3format: ',d' },
      { metricName: 'sum__visitors', verboseName: 'Visitors', expression: 'SUM(visitors)', d3format: ',d' },
      { metricName: 'sum__orders', verboseName: 'Orders', expression: 'SUM(orders)', d3format: ',d' },
      {
        metricName: 'conversion',
        verboseName: 'Conversion',
        expression: 'SUM(orders) / NULLIF(SUM(visitors), 0)',
        d3format: '.2%',
        warningText: 'Visitors are estimated from sampled web logs.',
      },
    ],
    calculatedColumns: [],
  },
];
