import { useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, useFocusKeptThrough } from 'shared-ui';
import { PAGE_SIZE_DEFAULT, REFUSAL_MESSAGES, type AdminSubmissionKind, type SubmissionRecord } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { translatedFailureOf, usePageLocale } from 'shared-ui/i18n';
import { useLoad } from '../../hooks/useLoad';
import { useListPlace } from '../../hooks/useListPlace';
import { useListPaging } from '../../hooks/useListPaging';
import { csvFileName, toCsv } from '../../data/csv';
import { csvBlob, downloadBlob } from '../../data/download';
import { formatDateTime } from '../../data/format';
import { Cell, HeaderCell, Row, Table, TableBody, TableHead, TableScroll } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { LoadFailure } from '../../components/LoadFailure';
import { DeleteButton } from '../../components/DeleteButton';
import { RecordCell } from './RecordCell';
import { Toolbar } from './Toolbar';
import {
  columnsOf,
  csvOfSubmissions,
  EXPORT_ROW_LIMIT,
  loadAllSubmissions,
  loadFailureText,
  SUBMISSION_KIND_LABELS,
  SUBMITTED_LABEL,
  viewOf,
  type KindView,
} from './submissions';

/**
 * Shown above the rows once they and it are both there (`ready`): arriving after the table, it
 * would push the table down under the reader's finger.
 */
export interface ListLead {
  ready: boolean;
  content: ReactNode;
  /** An entry of the list was deleted: what the lead says may have counted it. */
  onEntryGone?: () => void;
}

const EXPORT_NOTE_ID = 'export-note';

const ExportNote = styled.p`
  margin: -0.5rem 0 1rem;
  font-size: 0.9rem;
`;

/**
 * One kind of submission, newest first, with server-side paging and filtering and a CSV export;
 * `lead`: what is shown above the rows.
 */
export function SubmissionBrowser({ kind, lead }: { kind: AdminSubmissionKind; lead?: ListLead }) {
  const { t, i18n } = useLingui();
  const { formatNumber } = usePageLocale();
  const { api, toast } = useHost();
  const place = useListPlace();
  const { page, query, setQuery } = place;
  const [exporting, setExporting] = useState(false);
  const keepFocusWhileExporting = useFocusKeptThrough(exporting);
  const view = viewOf(kind);
  const load = useLoad(
    (signal) => api.listSubmissions(kind, { page, pageSize: PAGE_SIZE_DEFAULT, q: query }, signal),
    [api, kind, page, query],
  );
  const { state } = load;
  const { tableRef, pageCount, turnPage, retry } = useListPaging(place, load);
  const leadReady = lead?.ready ?? true;

  const exportCsv = async () => {
    keepFocusWhileExporting();
    setExporting(true);
    try {
      const { items, total } = await loadAllSubmissions(api, kind, view, query);
      const { columns, rows } = csvOfSubmissions(view, items, i18n);
      downloadBlob(csvBlob(toCsv(columns, rows)), csvFileName(kind, new Date(), query !== ''));
      if (total > EXPORT_ROW_LIMIT) {
        const limit = formatNumber(EXPORT_ROW_LIMIT);
        const count = formatNumber(total);
        toast.info(t`Exported the newest ${limit} of ${count} rows.`);
      }
    } catch (error) {
      toast.error(translatedFailureOf(error, t`The export failed. Please try again.`, i18n));
    } finally {
      setExporting(false);
    }
  };

  const matching = (total: number) => {
    const count = i18n._(view.count(total, formatNumber(total)));
    return query ? t`${count} matching “${query}”` : count;
  };

  return (
    <>
      <Toolbar>
        <SearchForm label={i18n._(view.searchLabel)} hint={view.searchHint && i18n._(view.searchHint)} query={query} onSearch={setQuery} />
        <Button
          variant="secondary"
          busy={exporting}
          onClick={exportCsv}
          disabled={state.status !== 'done' || state.data.total === 0}
          aria-describedby={view.exported ? EXPORT_NOTE_ID : undefined}
        >
          <Trans>Export CSV</Trans>
        </Button>
      </Toolbar>
      {view.exported && <ExportNote id={EXPORT_NOTE_ID}>{i18n._(view.exported.note)}</ExportNote>}
      {(state.status === 'loading' || (state.status === 'done' && !leadReady)) && (
        <p role="status">
          <Trans>Loading data...</Trans>
        </p>
      )}
      {state.status === 'error' && <LoadFailure message={loadFailureText(state.error, i18n)} onRetry={retry} />}
      {state.status === 'done' && leadReady && (
        <>
          {lead?.content}
          <p role="status">{state.refreshing ? t`Loading data...` : matching(state.data.total)}</p>
          <SubmissionTable
            tableRef={tableRef}
            kind={kind}
            onEntryGone={() => {
              retry();
              lead?.onEntryGone?.();
            }}
            caption={i18n._(SUBMISSION_KIND_LABELS[kind])}
            view={view}
            records={state.data.items}
            searched={query !== ''}
            busy={state.refreshing}
          />
          <Pager page={page} pageCount={pageCount} onPage={turnPage} />
        </>
      )}
    </>
  );
}

/** Deletes an entry with its document; `owner`: whose it is (the name or address given, else when it came). */
function EntryDeleteButton({ owner, remove, onGone }: { owner: string; remove(): Promise<void>; onGone(): void }) {
  const { t } = useLingui();
  return (
    <DeleteButton
      label={t`Delete the entry of ${owner}`}
      question={t`Delete the entry of ${owner} for good? It cannot be undone.`}
      done={t`The entry of ${owner} was deleted.`}
      failure={t`Could not delete the entry. Please try again.`}
      goneMessage={REFUSAL_MESSAGES.noSuchEntry}
      remove={remove}
      onGone={onGone}
    />
  );
}

/** Whose entry it is, as its sender gave it: their name (a partner's contact person), else their address. */
const ownerOf = ({ data }: SubmissionRecord): string | undefined => data.name ?? data.fullName ?? data.contactPerson ?? data.email;

interface SubmissionTableProps {
  tableRef: RefObject<HTMLDivElement | null>;
  kind: AdminSubmissionKind;
  /** An entry was deleted: the rows load again, and the focus goes to the table. */
  onEntryGone(): void;
  caption: string;
  view: KindView;
  records: readonly SubmissionRecord[];
  /** Whether the records are a search's: none then means nothing matched, not that none came in. */
  searched: boolean;
  /** The next page or search is on its way. */
  busy: boolean;
}

function SubmissionTable({ tableRef, kind, onEntryGone, caption, view, records, searched, busy }: SubmissionTableProps) {
  const { t, i18n } = useLingui();
  const { locale } = usePageLocale();
  const { api } = useHost();
  const columns = columnsOf(view, records, i18n);
  const { deleteSubmission } = api;
  const columnCount = columns.length + (deleteSubmission ? 2 : 1);
  return (
    <TableScroll label={caption} busy={busy} regionRef={tableRef}>
      <Table>
        <caption>{caption}</caption>
        <TableHead>
          <Row>
            {columns.map((column) => (
              <HeaderCell key={column.key}>
                {column.label}
              </HeaderCell>
            ))}
            <HeaderCell>{i18n._(SUBMITTED_LABEL)}</HeaderCell>
            {deleteSubmission && <HeaderCell>{t`Actions`}</HeaderCell>}
          </Row>
        </TableHead>
        <TableBody>
          {records.length === 0 && (
            <Row>
              <Cell colSpan={columnCount}>{searched ? t`Nothing matches your search.` : i18n._(view.empty)}</Cell>
            </Row>
          )}
          {records.map((record) => (
            <Row key={record.id}>
              {columns.map(({ key, label }) => (
                <Cell key={key} data-label={label}>
                  <RecordCell field={key} value={record.data[key] ?? ''} locale={locale} owner={ownerOf(record)} />
                </Cell>
              ))}
              <Cell data-label={i18n._(SUBMITTED_LABEL)}>
                <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, locale)}</time>
              </Cell>
              {deleteSubmission && (
                <Cell data-label={t`Actions`}>
                  <EntryDeleteButton owner={ownerOf(record) ?? formatDateTime(record.createdAt, locale)} remove={() => deleteSubmission(kind, record.id)} onGone={onEntryGone} />
                </Cell>
              )}
            </Row>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
