import type Database from 'better-sqlite3';

export function unicodeLower(value: unknown): unknown;
export function registerUnicodeLower(db: Database.Database): void;
