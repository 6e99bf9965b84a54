import { INSPECTION_SECTIONS } from '@autobid/auction';
import type { InspectionListing, StaffInspection } from '@autobid/contract';
import { Alert, App, Button, Input, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { failureOfError } from '../../../lib/use-api-call';
import {
  formOf,
  inputOf,
  publishProblems,
  saveProblems,
  scoreOf,
  type DraftForm,
  type FieldProblem,
} from '../draft-form';
import { publishInspection, removeInspectionPhoto, saveInspectionDraft } from '../inspections-api';
import { uploadInspectionPhoto } from '../upload-photo';
import { InspectionPhotos } from './inspection-photos';
import { SectionField } from './section-field';

type Busy = 'save' | 'publish' | 'photo' | null;

/** The open draft: every section, the summary, the live score and the photos; save and publish. */
export function DraftEditor(props: {
  listing: InspectionListing;
  draft: StaffInspection;
  onPublished: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { listing } = props;
  const [draft, setDraft] = useState(props.draft);
  const [form, setForm] = useState<DraftForm>(() => formOf(props.draft));
  const [isDirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<string, FieldProblem>>>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const score = scoreOf(form);
  const target = { listingId: listing.listing_id, version: draft.version };

  const change = (next: DraftForm) => {
    setForm(next);
    setDirty(true);
  };
  const fail = (error: unknown) => {
    void message.error(errorText(failureOfError(error), undefined, 'inspection'));
  };

  /** Saves when there is anything unsaved; the answer carries the new revision. */
  async function save(): Promise<StaffInspection | null> {
    const blocking = saveProblems(form);
    setProblems(blocking);
    if (Object.keys(blocking).length) return null;
    if (!isDirty) return draft;
    const saved = await saveInspectionDraft(
      target.listingId,
      target.version,
      inputOf(form, draft.revision),
    );
    setDraft(saved);
    setDirty(false);
    return saved;
  }

  const handleSave = async () => {
    setBusy('save');
    try {
      if (await save()) void message.success(t('inspections.editor.saved'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const handlePublish = () => {
    const blocking = publishProblems(form);
    setProblems(blocking);
    if (Object.keys(blocking).length) {
      void message.error(t('inspections.editor.incomplete'));
      return;
    }
    void modal.confirm({
      title: t('inspections.editor.publishTitle', { version: draft.version }),
      content: t('inspections.editor.publishBody', { score }),
      okText: t('inspections.editor.publish'),
      okButtonProps: { 'data-testid': 'publish-confirm' },
      cancelText: t('inspections.editor.cancel'),
      onOk: async () => {
        setBusy('publish');
        try {
          const saved = await save();
          if (!saved) return;
          await publishInspection(target.listingId, target.version, saved.revision);
          void message.success(t('inspections.editor.publishDone'));
          props.onPublished();
        } catch (error) {
          fail(error);
        } finally {
          setBusy(null);
        }
      },
    });
  };

  const handleUpload = async (files: File[]) => {
    setBusy('photo');
    try {
      for (const file of files) {
        setProgress(0);
        const next = await uploadInspectionPhoto({ ...target, file, onProgress: setProgress });
        setDraft((current) => ({ ...current, photos: next.photos }));
        void message.success(t('inspections.editor.uploadDone'));
      }
    } catch (error) {
      fail(error);
    } finally {
      setProgress(null);
      setBusy(null);
    }
  };

  const handleRemove = async (photoId: string) => {
    setBusy('photo');
    try {
      const next = await removeInspectionPhoto(target.listingId, target.version, photoId);
      setDraft((current) => ({ ...current, photos: next.photos }));
      setForm((current) => {
        const { [photoId]: _removed, ...captions } = current.captions;
        return { ...current, captions };
      });
      void message.success(t('inspections.editor.removeDone'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="inspection-draft" data-testid="draft-editor">
      <div className="inspection-draft__head">
        <Typography.Title level={3}>
          {t('inspections.editor.editing', { version: draft.version })}
        </Typography.Title>
        {isDirty ? <Tag color="orange">{t('inspections.editor.unsaved')}</Tag> : null}
      </div>
      <Typography.Title level={4}>{t('inspections.editor.sectionsTitle')}</Typography.Title>
      {INSPECTION_SECTIONS.map((template) => (
        <SectionField
          key={template.key}
          sectionKey={template.key}
          isCore={template.isCore}
          value={form.sections[template.key]}
          problem={problems[template.key]}
          onChange={(value) =>
            change({ ...form, sections: { ...form.sections, [template.key]: value } })
          }
        />
      ))}
      <label className="inspection-draft__summary">
        <Typography.Title level={4}>{t('inspections.editor.summary')}</Typography.Title>
        <Input.TextArea
          placeholder={t('inspections.editor.summaryPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={1000}
          value={form.summary}
          onChange={(event) => change({ ...form, summary: event.target.value })}
          data-testid="summary"
        />
      </label>
      {problems.summary ? (
        <Typography.Text type="danger" role="alert">
          {t(`inspections.editor.${problems.summary}`)}
        </Typography.Text>
      ) : null}
      <div className="inspection-draft__score" data-testid="score">
        <Statistic title={t('inspections.editor.score')} value={score ?? '–'} />
        <Typography.Text type="secondary">{t('inspections.editor.scoreHint')}</Typography.Text>
      </div>
      <Typography.Title level={4}>{t('inspections.editor.photos')}</Typography.Title>
      <InspectionPhotos
        photos={draft.photos}
        captions={form.captions}
        progress={progress}
        isBusy={busy !== null}
        onCaption={(id, caption) =>
          change({ ...form, captions: { ...form.captions, [id]: caption } })
        }
        onRemove={(id) => void handleRemove(id)}
        onUpload={(files) => void handleUpload(files)}
      />
      {Object.keys(problems).length ? (
        <Alert type="warning" showIcon title={t('inspections.editor.incomplete')} />
      ) : null}
      <div className="inspection-draft__actions">
        <Button
          loading={busy === 'save'}
          disabled={busy !== null}
          onClick={() => void handleSave()}
          data-testid="save-draft"
        >
          {t('inspections.editor.save')}
        </Button>
        <Button
          type="primary"
          loading={busy === 'publish'}
          disabled={busy !== null}
          onClick={handlePublish}
          data-testid="publish"
        >
          {t('inspections.editor.publish')}
        </Button>
      </div>
    </div>
  );
}
