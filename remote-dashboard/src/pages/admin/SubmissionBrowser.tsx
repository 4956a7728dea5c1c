import { useState } from 'react';
import { Button } from 'shared-ui';
import { PAGE_SIZE_DEFAULT, SUBMISSION_LABELS, type AdminSubmissionKind, type SubmissionRecord } from 'shared-contracts';
import { failureMessageOf, useHost } from 'shared-contracts/host';
import { useLoad } from '../../hooks/useLoad';
import { csvFileName, toCsv } from '../../data/csv';
import { csvBlob, downloadBlob } from '../../data/download';
import { formatDateTime } from '../../data/format';
import { Table, TableScroll } from '../../components/DataTable';
import { Pager, pageCountOf } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { LoadFailure } from '../../components/LoadFailure';
import { DocumentButton } from './DocumentButton';
import { Toolbar } from './Toolbar';
import {
  columnsOf,
  csvOfSubmissions,
  DOCUMENT_KEYS,
  EXPORT_ROW_LIMIT,
  loadAllSubmissions,
  loadFailureText,
  viewOf,
  type KindView,
} from './submissions';

/** One kind of submission, newest first, with server-side paging and filtering and a CSV export. */
export function SubmissionBrowser({ kind }: { kind: AdminSubmissionKind }) {
  const { api, toast } = useHost();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [exporting, setExporting] = useState(false);
  const view = viewOf(kind);
  const { state, reload } = useLoad(
    (signal) => api.listSubmissions(kind, { page, pageSize: PAGE_SIZE_DEFAULT, q: query }, signal),
    [api, kind, page, query],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { items, total } = await loadAllSubmissions(api, kind, query);
      const { columns, rows } = csvOfSubmissions(view, items);
      downloadBlob(csvBlob(toCsv(columns, rows)), csvFileName(kind, new Date()));
      if (total > EXPORT_ROW_LIMIT) toast.info(`Exported the newest ${EXPORT_ROW_LIMIT} of ${total} rows.`);
    } catch (error) {
      toast.error(failureMessageOf(error, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const search = (text: string) => {
    setQuery(text);
    setPage(1);
  };

  return (
    <>
      <Toolbar>
        <SearchForm label={view.searchLabel} onSearch={search} />
        <Button variant="secondary" busy={exporting} onClick={exportCsv} disabled={state.status !== 'done' || state.data.total === 0}>
          Export CSV
        </Button>
      </Toolbar>
      {state.status === 'loading' && <p role="status">Loading data...</p>}
      {state.status === 'error' && <LoadFailure message={loadFailureText(state.error)} onRetry={reload} />}
      {state.status === 'done' && (
        <>
          <p>
            {view.count(state.data.total)}
            {query && ` matching “${query}”`}
          </p>
          <SubmissionTable caption={SUBMISSION_LABELS[kind]} view={view} records={state.data.items} />
          <Pager page={page} pageCount={pageCountOf(state.data.total, state.data.pageSize)} onPage={setPage} />
        </>
      )}
    </>
  );
}

function SubmissionTable({ caption, view, records }: { caption: string; view: KindView; records: readonly SubmissionRecord[] }) {
  const columns = columnsOf(view, records);
  return (
    <TableScroll label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">Submitted</th>
          </tr>
        </thead>
        <tbody>
          {records.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1}>{view.empty}</td>
            </tr>
          )}
          {records.map((record) => (
            <tr key={record.id}>
              {columns.map(({ key }) => (
                <td key={key}>
                  {DOCUMENT_KEYS.has(key) && record.data[key] ? <DocumentButton url={record.data[key]} /> : (record.data[key] ?? '')}
                </td>
              ))}
              <td>
                <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
