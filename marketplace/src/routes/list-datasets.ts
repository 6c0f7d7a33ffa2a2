import type { ListMeta } from '@dmd/shared/wire/api-types';
import type { DatasetFilters } from '../queries/dataset-list-query';
import { filtersOfQuery } from '../queries/filters-of-query';
import { JSON_CONTENT_TYPE } from '../http/send-response';
import { datasetListSchema } from '../schemas/record-schemas';
import { listDatasetsQuerySchema } from '../schemas/request-schemas';
import { defineRoute } from './define-route';

const DATA_OPEN = Buffer.from('{"data":[');

export const listDatasetsRoute = defineRoute({
  method: 'GET',
  path: '/v1/datasets',
  operationId: 'listDatasets',
  tag: 'Datasets',
  summary: 'List and search published datasets',
  description:
    'Filters combine with AND. Sorted by relevance when `q` is given, else by created_at; ties keep a stable order so pages partition the results. A word of `q` the catalog knows in no way is corrected to its nearest word (`meta.query_correction` says so; `q_as_typed=true` turns it off). When no dataset holds every word of `q`, the datasets that hold all but one are listed, and `meta.match` says so. Parameters given with an empty value are ignored; unknown parameters are ignored.',
  scope: 'datasets:read',
  query: listDatasetsQuerySchema,
  response: { description: 'One page of matching datasets.', contentType: 'application/json', schema: datasetListSchema },
  handle({ query, services }) {
    const columns = filtersOfQuery(query, (text) => services.datasets.resolveCategory(text));
    const search = query.q === undefined ? null : services.datasets.search(query.q, columns.categoryId, query.q_as_typed);
    const match = search?.match ?? null;
    const filters: DatasetFilters = { ...columns, match };
    const offset = (query.page - 1) * query.per_page;
    const { seqs, total } = services.datasets.list({
      filters,
      sort: query.sort ?? (match === null ? 'created_at' : 'relevance'),
      order: query.order,
      limit: query.per_page,
      offset,
      units: search?.units,
    });
    const meta: ListMeta = {
      total,
      page: query.page,
      per_page: query.per_page,
      has_more: offset + seqs.length < total,
      ...(search === null ? {} : { match: search.described }),
      ...(search?.correction ? { query_correction: search.correction } : {}),
    };
    // The envelope is assembled from the cached item JSON; the shape is that of DatasetList.
    return {
      status: 200,
      body: services.listItems.join(DATA_OPEN, seqs, Buffer.from(`],"meta":${JSON.stringify(meta)}}`)),
      contentType: JSON_CONTENT_TYPE,
    };
  },
});
