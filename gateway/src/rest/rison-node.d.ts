// rison-node ships no types; only its encoder is used (tests, clients), see rison.ts for decoding.
declare module 'rison-node' {
  const rison: {
    encode(value: unknown): string;
    decode(text: string): unknown;
  };
  export default rison;
}
