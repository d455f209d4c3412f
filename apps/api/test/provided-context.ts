// Values the global setup hands to every test file through vitest's provide/inject.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory; each test file's database starts from it. */
    pgliteDumpFile: string;
    /** A migrated, empty database on the TEST_DATABASE_URL server; each test file's is a copy of it. */
    postgresTemplate: string;
  }
}
