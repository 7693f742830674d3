/** Table types for Kysely. Timestamps are ISO-8601 UTC strings on both databases. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
}
