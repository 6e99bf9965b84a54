import { INSPECTION_RATINGS, type InspectionSectionKey } from '@autobid/auction';
import { Input, Radio, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldProblem, SectionValue } from '../draft-form';

/** One section of the report: its rating on the 100/75/50/25 scale and the inspector's notes. */
export function SectionField(props: {
  sectionKey: InspectionSectionKey;
  isCore: boolean;
  value: SectionValue;
  problem: FieldProblem | undefined;
  onChange: (value: SectionValue) => void;
}) {
  const { t } = useTranslation();
  const { sectionKey, isCore, value, problem, onChange } = props;
  return (
    <fieldset
      className={`inspection-section${problem ? ' inspection-section--problem' : ''}`}
      data-testid={`section-${sectionKey}`}
    >
      <legend className="inspection-section__title">
        {t(`inspections.sections.${sectionKey}`)}
        {isCore ? null : <Tag>{t('inspections.editor.optional')}</Tag>}
      </legend>
      <Radio.Group
        className="inspection-section__ratings"
        optionType="button"
        buttonStyle="solid"
        value={value.rating ?? 'none'}
        onChange={(event) => {
          const picked = event.target.value as number | 'none';
          onChange({
            ...value,
            rating: picked === 'none' ? null : (picked as SectionValue['rating']),
          });
        }}
        options={[
          ...INSPECTION_RATINGS.map((rating) => ({
            value: rating,
            label: (
              <span
                className="inspection-section__rating"
                data-testid={`rating-${sectionKey}-${rating}`}
              >
                {t(`inspections.ratings.${rating}`)}
                <small>{rating}</small>
              </span>
            ),
          })),
          ...(isCore
            ? []
            : [
                {
                  value: 'none' as const,
                  label: (
                    <span data-testid={`rating-${sectionKey}-none`}>
                      {t('inspections.editor.notRated')}
                    </span>
                  ),
                },
              ]),
        ]}
      />
      <Input.TextArea
        aria-label={`${t(`inspections.sections.${sectionKey}`)} – ${t('inspections.editor.notes')}`}
        placeholder={t('inspections.editor.notesPlaceholder')}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={500}
        value={value.notes}
        onChange={(event) => onChange({ ...value, notes: event.target.value })}
        data-testid={`notes-${sectionKey}`}
      />
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {t(`inspections.editor.${problem}`)}
        </Typography.Text>
      ) : null}
    </fieldset>
  );
}
