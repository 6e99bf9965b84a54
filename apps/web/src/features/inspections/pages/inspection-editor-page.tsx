import type { InspectionFile } from '@autobid/contract';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Spin, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { useAction } from '../../../lib/use-action';
import { useApiCall } from '../../../lib/use-api-call';
import { CarHeader } from '../components/car-header';
import { DraftEditor } from '../components/draft-editor';
import { VersionHistory } from '../components/version-history';
import { fetchInspectionFile, startInspectionDraft } from '../inspections-api';
import '../inspections.css';

/** One listed car's report: the open draft to edit, or a start, and every version before it. */
export function InspectionEditorPage({ queuePath }: { queuePath: string }) {
  const { t } = useTranslation();
  const listingId = Number(useParams().listingId);
  const load = useCallback(() => fetchInspectionFile(listingId), [listingId]);
  const { state, reload } = useApiCall(load);

  return (
    <section className="inspections" data-testid="inspection-editor">
      <Link to={queuePath} className="inspections__back">
        <ArrowLeftOutlined /> {t('inspections.editor.back')}
      </Link>
      {state.status === 'failed' ? (
        <LoadFailure
          failure={state.failure}
          onRetry={reload}
          record={{
            kind: 'listing',
            id: listingId,
            back: { path: queuePath, label: t('inspections.editor.backToQueue') },
          }}
        />
      ) : null}
      {state.status === 'loading' ? <Spin className="inspections__loading" /> : null}
      {state.status === 'done' ? <InspectionFileView file={state.data} reload={reload} /> : null}
    </section>
  );
}

function InspectionFileView({ file, reload }: { file: InspectionFile; reload: () => void }) {
  const { t } = useTranslation();
  const { busy, run } = useAction();
  const draft = file.versions.find((v) => v.status === 'draft');
  const lastPublished = file.versions.find((v) => v.status === 'published');
  const start = async () => {
    if (
      await run(
        'start',
        () => startInspectionDraft(file.listing.listing_id),
        t('inspections.editor.startDone'),
      )
    )
      reload();
  };
  return (
    <>
      <CarHeader listing={file.listing} />
      {draft ? (
        <DraftEditor key={draft.id} listing={file.listing} draft={draft} onPublished={reload} />
      ) : (
        <StartPanel
          isCorrection={lastPublished !== undefined}
          isBusy={busy !== null}
          onStart={() => void start()}
        />
      )}
      {file.versions.length ? (
        <>
          <Typography.Title level={3}>{t('inspections.editor.history')}</Typography.Title>
          <VersionHistory versions={file.versions} />
        </>
      ) : null}
    </>
  );
}

function StartPanel(props: { isCorrection: boolean; isBusy: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="inspections__start">
      <Typography.Paragraph type="secondary">
        {props.isCorrection
          ? t('inspections.editor.correctionHint')
          : t('inspections.editor.startHint')}
      </Typography.Paragraph>
      <Button
        type="primary"
        loading={props.isBusy}
        onClick={props.onStart}
        data-testid="start-draft"
      >
        {props.isCorrection
          ? t('inspections.editor.startCorrection')
          : t('inspections.editor.start')}
      </Button>
    </div>
  );
}
