/**
 * The marketplace's SQLite schema. The catalog tables are written once by the build; the
 * account tables (accounts, api_keys, key_usage) change while the server runs.
 * Bump SCHEMA_VERSION whenever anything here changes, or what the catalog generator writes: an
 * older file is then rebuilt.
 */
export const SCHEMA_VERSION = 14;

export const CATALOG_TABLES_SQL = `
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE categories (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE
);

CREATE TABLE sellers (
  id       TEXT PRIMARY KEY,
  name     TEXT NOT NULL,
  verified INTEGER NOT NULL
) WITHOUT ROWID;

-- What listings filter, sort and show: kept narrow so that it stays in the page cache and a
-- lookup by seq is cheap. Everything only the detail records need is in dataset_details.
CREATE TABLE datasets (
  seq          INTEGER PRIMARY KEY,
  id           TEXT NOT NULL,
  slug         TEXT NOT NULL,
  published    INTEGER NOT NULL,
  title        TEXT NOT NULL,
  category_id  INTEGER NOT NULL REFERENCES categories(id),
  format       TEXT NOT NULL,
  license_type TEXT NOT NULL,
  -- The licence type it names, canonical and in lower case (license-of-label.ts): the license filter matches it too.
  license_canonical TEXT NOT NULL,
  price        REAL NOT NULL,
  item_count   INTEGER NOT NULL,
  -- Null, as the tier, for a dataset scored from metadata only: LQS gives no composite without its files.
  composite    REAL,
  tier         TEXT,
  hipaa        INTEGER NOT NULL,
  gdpr         INTEGER NOT NULL,
  total_sales  INTEGER NOT NULL,
  avg_rating   REAL NOT NULL,
  created_at   TEXT NOT NULL,
  seller_id    TEXT NOT NULL REFERENCES sellers(id)
);

CREATE TABLE dataset_details (
  seq                INTEGER PRIMARY KEY REFERENCES datasets(seq),
  description        TEXT NOT NULL,
  dimension_scores   TEXT NOT NULL,
  pii                TEXT NOT NULL,
  consent_documented INTEGER NOT NULL,
  data_residency     TEXT,
  updated_at         TEXT NOT NULL,
  scored_at          TEXT NOT NULL,
  tags               TEXT NOT NULL,
  modality           TEXT NOT NULL,
  languages          TEXT NOT NULL,
  size_bytes         INTEGER NOT NULL,
  version            TEXT NOT NULL,
  source             TEXT NOT NULL,
  collection_method  TEXT NOT NULL,
  collected_from     TEXT NOT NULL,
  collected_to       TEXT NOT NULL,
  upstream           TEXT NOT NULL
);
`;

/** Column order of INSERT INTO datasets (everything but seq). */
export const DATASET_INSERT_COLUMNS = [
  'id',
  'slug',
  'published',
  'title',
  'category_id',
  'format',
  'license_type',
  'license_canonical',
  'price',
  'item_count',
  'composite',
  'tier',
  'hipaa',
  'gdpr',
  'total_sales',
  'avg_rating',
  'created_at',
  'seller_id',
] as const;

/** Column order of INSERT INTO dataset_details (seq first). */
export const DETAIL_INSERT_COLUMNS = [
  'seq',
  'description',
  'dimension_scores',
  'pii',
  'consent_documented',
  'data_residency',
  'updated_at',
  'scored_at',
  'tags',
  'modality',
  'languages',
  'size_bytes',
  'version',
  'source',
  'collection_method',
  'collected_from',
  'collected_to',
  'upstream',
] as const;

/**
 * Full-text index over title, description and keywords (category name, format, tags, modality:
 * see SEARCH_KEYWORDS_SQL), plus the category as a facet token ("c<id>") so that a search
 * within a category intersects posting lists inside FTS5 instead of joining every dataset that
 * contains a common word. Published datasets only. Contentless: the text lives in the tables
 * only (the catalog never changes, so nothing is ever deleted). Unstemmed: plurals and synonyms
 * are matched by spelling the query out as the indexed words (see search-expression.ts), which
 * keeps prefixes of words as written. No prefix indexes: they would triple the index build for
 * little gain on whole words.
 */
export const SEARCH_INDEX_SQL = `
CREATE VIRTUAL TABLE datasets_fts USING fts5(
  title, description, keywords, category,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Every term the index holds in the searched columns, with the number of datasets holding it,
-- written once after the index is built: a prefix ("lab"*) can then be spelled out as the terms
-- it stands for, which FTS5 answers without first merging the position lists of all those
-- terms, a word as every indexed form of its stem, and a search ranked by how rare its words
-- are (see SearchTerms).
CREATE TABLE search_terms (
  term     TEXT PRIMARY KEY,
  datasets INTEGER NOT NULL
) WITHOUT ROWID;
`;

/** Fills search_terms from the finished index. */
export const SEARCH_TERMS_FILL_SQL = `
CREATE VIRTUAL TABLE temp.datasets_fts_columns USING fts5vocab(main, datasets_fts, col);
CREATE VIRTUAL TABLE temp.datasets_fts_rows USING fts5vocab(main, datasets_fts, row);
CREATE TABLE temp.term_datasets (term TEXT PRIMARY KEY, datasets INTEGER NOT NULL) WITHOUT ROWID;
INSERT INTO temp.term_datasets (term, datasets) SELECT term, doc FROM temp.datasets_fts_rows;
INSERT INTO search_terms (term, datasets)
  SELECT DISTINCT c.term, t.datasets FROM temp.datasets_fts_columns c JOIN temp.term_datasets t ON t.term = c.term
  WHERE c.col IN ('title', 'description', 'keywords');
DROP TABLE temp.term_datasets;
DROP TABLE temp.datasets_fts_rows;
DROP TABLE temp.datasets_fts_columns;
`;
/**
 * Created after the rows are in (faster than maintaining them during the inserts). The partial
 * indexes cover exactly the rows a listing can see. Each sort has one, category (the most
 * common filter) leads one per sort, and price rides along so that the usual "category +
 * price cap + sort" listing is answered from the index alone (pages select only seq). seq
 * is listed explicitly so that "ORDER BY <sort>, seq" is exactly index order (no sort step).
 */
export const CATALOG_INDEXES_SQL = [
  'CREATE UNIQUE INDEX datasets_id ON datasets(id)',
  'CREATE UNIQUE INDEX datasets_slug ON datasets(slug)',
  'CREATE INDEX datasets_seller ON datasets(seller_id) WHERE published = 1',
  'CREATE INDEX datasets_by_created ON datasets(created_at, seq, price) WHERE published = 1',
  'CREATE INDEX datasets_by_price ON datasets(price, seq) WHERE published = 1',
  'CREATE INDEX datasets_by_quality ON datasets(composite, seq, price) WHERE published = 1',
  'CREATE INDEX datasets_by_sales ON datasets(total_sales, seq, price) WHERE published = 1',
  'CREATE INDEX datasets_category_created ON datasets(category_id, created_at, seq, price) WHERE published = 1',
  'CREATE INDEX datasets_category_price ON datasets(category_id, price, seq) WHERE published = 1',
  'CREATE INDEX datasets_category_quality ON datasets(category_id, composite, seq, price) WHERE published = 1',
  'CREATE INDEX datasets_category_sales ON datasets(category_id, total_sales, seq, price) WHERE published = 1',
  'CREATE INDEX datasets_format_created ON datasets(format COLLATE NOCASE, created_at, seq) WHERE published = 1',
  'CREATE INDEX datasets_tier_created ON datasets(tier, created_at, seq) WHERE published = 1',
  'CREATE INDEX datasets_license_created ON datasets(license_type, created_at, seq) WHERE published = 1',
];

export const ACCOUNT_TABLES_SQL = `
CREATE TABLE accounts (
  id         TEXT PRIMARY KEY,
  role       TEXT NOT NULL UNIQUE,
  name       TEXT NOT NULL,
  email      TEXT NOT NULL,
  seller_id  TEXT REFERENCES sellers(id),
  created_at TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE api_keys (
  id         TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  name       TEXT NOT NULL,
  prefix     TEXT NOT NULL,
  key_hash   TEXT NOT NULL UNIQUE,
  scopes     TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX api_keys_account ON api_keys(account_id);

-- Requests per key per UTC day: quota, /v1/me totals and the daily history all read this.
CREATE TABLE key_usage (
  key_id       TEXT NOT NULL REFERENCES api_keys(id),
  day          TEXT NOT NULL,
  requests     INTEGER NOT NULL,
  last_used_at TEXT NOT NULL,
  PRIMARY KEY (key_id, day)
) WITHOUT ROWID;
`;
