import { useState } from 'react';
import { Button } from 'shared-ui';
import { SUBMISSION_LABELS } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { useLoad } from '../../hooks/useLoad';
import { csvFileName, toCsv } from '../../data/csv';
import { csvBlob, downloadBlob } from '../../data/download';
import { describeError } from '../../data/parse-answer';
import { formatDateTime, labelOfKey } from '../../data/format';
import { Table, TableScroll } from '../../components/DataTable';
import { Pager, pageCountOf } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { LoadFailure } from '../../components/LoadFailure';
import { DocumentButton } from './DocumentButton';
import { Toolbar } from './Toolbar';
import {
  csvOfSubmissions,
  dataKeysOf,
  DOCUMENT_KEYS,
  EXPORT_ROW_LIMIT,
  loadAllSubmissions,
  loadSubmissionPage,
  PAGE_SIZE,
  type AdminKind,
} from './submissions';

/** One kind of public submission, newest first, with server-side paging and filtering and a CSV export. */
export function SubmissionBrowser({ kind }: { kind: AdminKind }) {
  const { api, toast } = useHost();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [exporting, setExporting] = useState(false);
  const label = SUBMISSION_LABELS[kind];
  const { state, reload } = useLoad(
    (signal) => loadSubmissionPage(api, kind, { page, pageSize: PAGE_SIZE, q: query }, signal),
    [api, kind, page, query],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { items, total } = await loadAllSubmissions(api, kind, query);
      const { columns, rows } = csvOfSubmissions(items);
      downloadBlob(csvBlob(toCsv(columns, rows)), csvFileName(kind, new Date()));
      if (total > EXPORT_ROW_LIMIT) toast.info(`Exported the newest ${EXPORT_ROW_LIMIT} of ${total} rows.`);
    } catch (error) {
      toast.error(describeError(error, 'The export failed. Please try again.'));
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
        <SearchForm label={`Filter ${label.toLowerCase()}`} onSearch={search} />
        <Button variant="secondary" busy={exporting} onClick={exportCsv} disabled={state.status !== 'done' || state.data.total === 0}>
          Export CSV
        </Button>
      </Toolbar>
      {state.status === 'loading' && <p role="status">Loading data...</p>}
      {state.status === 'error' && (
        <LoadFailure message={describeError(state.error, 'Failed to fetch data. Please try again later.')} onRetry={reload} />
      )}
      {state.status === 'done' && (
        <>
          <p>
            {state.data.total} {state.data.total === 1 ? 'entry' : 'entries'}
            {query && ` matching “${query}”`}
          </p>
          <SubmissionTable caption={label} records={state.data.items} />
          <Pager page={page} pageCount={pageCountOf(state.data.total, state.data.pageSize)} onPage={setPage} />
        </>
      )}
    </>
  );
}

function SubmissionTable({ caption, records }: { caption: string; records: Parameters<typeof dataKeysOf>[0] }) {
  const keys = dataKeysOf(records);
  return (
    <TableScroll label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {keys.map((key) => (
              <th key={key} scope="col">
                {DOCUMENT_KEYS.has(key) ? 'Identity document' : labelOfKey(key)}
              </th>
            ))}
            <th scope="col">Submitted</th>
          </tr>
        </thead>
        <tbody>
          {records.length === 0 && (
            <tr>
              <td colSpan={keys.length + 1}>Nothing here yet.</td>
            </tr>
          )}
          {records.map((record) => (
            <tr key={record.id}>
              {keys.map((key) => (
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
