import { useMemo, useState } from 'react';
import { Button } from 'shared-ui';
import { type TailorMachineRecord } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { useLoad } from '../../hooks/useLoad';
import { csvFileName, toCsv, type CsvColumn } from '../../data/csv';
import { csvBlob, downloadBlob } from '../../data/download';
import { formatDateTime, maskDigits } from '../../data/format';
import { Table, TableScroll } from '../../components/DataTable';
import { Pager, pageCountOf } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { LoadFailure } from '../../components/LoadFailure';
import { DocumentButton } from './DocumentButton';
import { loadViewData, viewDataErrorText } from './view-data';
import { Toolbar } from './Toolbar';

const PAGE_SIZE = 20;

/** Spec §3's record fields, in the order the table and the CSV file show them. */
const COLUMNS: readonly CsvColumn[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'contact', label: 'Contact' },
  { key: 'aadharNumber', label: 'Aadhaar Number' },
  { key: 'bankName', label: 'Bank Name' },
  { key: 'accountNumber', label: 'Account Number' },
  { key: 'ifscCode', label: 'IFSC Code' },
  { key: 'address', label: 'Address' },
];
const CSV_COLUMNS: readonly CsvColumn[] = [{ key: '_id', label: 'ID' }, ...COLUMNS, { key: 'createdAt', label: 'Submitted' }];

function masked(record: TailorMachineRecord): TailorMachineRecord {
  return { ...record, aadharNumber: maskDigits(record.aadharNumber), accountNumber: maskDigits(record.accountNumber) };
}

function matches(record: TailorMachineRecord, query: string): boolean {
  const needle = query.toLowerCase();
  return COLUMNS.some((column) => record[column.key as keyof TailorMachineRecord].toLowerCase().includes(needle));
}

/** Spec §2/§4/§8: the tailor-machine requests from GET /admin/view-data: loading, then error or table. */
export function TailorMachineView({ caption }: { caption: string }) {
  const { api } = useHost();
  const { state, reload } = useLoad((signal) => loadViewData(api, signal).then((records) => records.map(masked)), [api]);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);

  const records = state.status === 'done' ? state.data : [];
  const filtered = useMemo(() => (query ? records.filter((record) => matches(record, query)) : records), [records, query]);

  if (state.status === 'loading') return <p role="status">Loading data...</p>;
  if (state.status === 'error') return <LoadFailure message={viewDataErrorText(state.error)} onRetry={reload} />;

  const pageCount = pageCountOf(filtered.length, PAGE_SIZE);
  const shown = filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const exportCsv = () => downloadBlob(csvBlob(toCsv(CSV_COLUMNS, filtered)), csvFileName('tailor-machine', new Date()));

  return (
    <>
      <Toolbar>
        <SearchForm
          label="Filter requests"
          onSearch={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
        <Button variant="secondary" onClick={exportCsv} disabled={filtered.length === 0}>
          Export CSV
        </Button>
      </Toolbar>
      <p>
        {filtered.length} {filtered.length === 1 ? 'request' : 'requests'}
        {query && ` matching “${query}”`}
      </p>
      <TableScroll label={caption}>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col">Identity document</th>
              <th scope="col">Submitted</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length + 2}>No requests yet.</td>
              </tr>
            )}
            {shown.map((record) => (
              <tr key={record._id}>
                {COLUMNS.map((column) => (
                  <td key={column.key}>{record[column.key as keyof TailorMachineRecord]}</td>
                ))}
                <td>{record.aadharUploadUrl ? <DocumentButton url={record.aadharUploadUrl} /> : '—'}</td>
                <td>
                  <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </>
  );
}
