export type { MetadataStore, PrismaClient } from '../metadata/index.ts';
