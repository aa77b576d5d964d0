import { IconTile } from '@/components/ui/icon-tile';
import '@/components/ui/service-chips.css';
import './fee-editor.css';
import { useTranslation } from 'react-i18next';
import { formatEuros, sectionAmounts, SECTION_CODES, SECTIONS_WITH_EXTRAS, type ExtraSection } from '@shared/fees';
import { SECTION_NUMBERS, type SectionNumber } from '@shared/schemas/fees';
import type { FeeForm, SectionText } from '@shared/schemas/fees';
import { serviceName } from '@shared/services';
import { DecimalInput, type DecimalProblem } from '@/components/forms/decimal-input';
import { sectionTitle } from './fee-text';

const MONEY_MAX = 1_000_000;
const QUANTITY_MAX = 10_000;
const hasExtras = (n: SectionNumber): n is ExtraSection => (SECTIONS_WITH_EXTRAS as readonly number[]).includes(n);

/**
 * The seven sections of a fee form. In the template, titles and descriptions are edited and the
 * switch says which sections a new contract offers ticked; in a contract, the checkbox chooses the
 * section and its prices and quantities open below it.
 */
export function FeeEditor({
  mode,
  form,
  onForm,
  texts,
  onTexts,
  reporter,
  idPrefix,
  titleErrors = false,
}: {
  mode: 'template' | 'contract';
  form: FeeForm;
  onForm: (form: FeeForm) => void;
  texts: readonly SectionText[];
  onTexts?: (texts: SectionText[]) => void;
  reporter: (key: string) => (problem: DecimalProblem | null) => void;
  idPrefix: string;
  /** show the "title required" errors (after a save was tried) */
  titleErrors?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const template = mode === 'template';
  const describe = (decimals: number, max: number) => (problem: DecimalProblem) =>
    problem === 'decimals' && decimals === 0
      ? t('contracts.problems.integer')
      : problem === 'max'
        ? t('contracts.problems.max', { max: new Intl.NumberFormat('fr-FR').format(max) })
        : t(`contracts.problems.${problem}`);
  const money = { decimals: 2, max: MONEY_MAX, describeProblem: describe(2, MONEY_MAX) };
  const count = { decimals: 0, max: QUANTITY_MAX, describeProblem: describe(0, QUANTITY_MAX) };

  const setSection = (n: SectionNumber, on: boolean) => onForm({ ...form, sections: { ...form.sections, [n]: on } });
  const setFlat = (n: Exclude<SectionNumber, 1>, value: number) => onForm({ ...form, flatPrices: { ...form.flatPrices, [n]: value } });
  const setExtra = (n: ExtraSection, patch: Partial<FeeForm['extras'][ExtraSection]>) =>
    onForm({ ...form, extras: { ...form.extras, [n]: { ...form.extras[n], ...patch } } });
  const setText = (n: SectionNumber, patch: Partial<SectionText>) =>
    onTexts?.(SECTION_NUMBERS.map((m) => ({ title: texts[m - 1]?.title ?? '', description: texts[m - 1]?.description ?? '', ...(m === n ? patch : {}) })));

  return (
    <ol className={`fee-sections fee-sections-${mode}`}>
      {SECTION_NUMBERS.map((n) => {
        const id = `${idPrefix}-s${n}`;
        const chosen = form.sections[n];
        const open = template || chosen;
        const title = sectionTitle(t, texts, n);
        const description = texts[n - 1]?.description ?? '';
        const amounts = sectionAmounts(form, n);
        const replaced = n === 5 && form.replaceSection5;
        const extrasShown = hasExtras(n) && (form.extras[n].enabled || replaced);
        const titleMissing = template && titleErrors && (texts[n - 1]?.title ?? '').trim() === '';
        return (
          <li key={n} className={`fee-section${chosen ? ' is-chosen' : ''}`} data-testid={`fee-section-${n}`} aria-labelledby={`${id}-heading`}>
            <div className="fee-section-head">
              {!template && (
                <input
                  type="checkbox"
                  className="form-check-input fee-section-check"
                  id={`${id}-on`}
                  checked={chosen}
                  onChange={(event) => setSection(n, event.target.checked)}
                  aria-describedby={`${id}-amount`}
                />
              )}
              <IconTile className="fee-section-number">{n}</IconTile>
              <div className="fee-section-heading">
                {template ? (
                  <h3 id={`${id}-heading`} className="visually-hidden">
                    {t('contracts.section', { n })} – {title}
                  </h3>
                ) : (
                  <label htmlFor={`${id}-on`} id={`${id}-heading`} className="fee-section-title">
                    {title}
                  </label>
                )}
                {template && (
                  <>
                    <label htmlFor={`${id}-title`} className="visually-hidden">
                      {t('contracts.fields.title')} ({t('contracts.section', { n })})
                    </label>
                    <input
                      id={`${id}-title`}
                      className={`form-control fee-title-input${titleMissing ? ' is-invalid' : ''}`}
                      value={texts[n - 1]?.title ?? ''}
                      maxLength={200}
                      placeholder={t(`contracts.sectionDefaults.${n - 1}`)}
                      aria-invalid={titleMissing || undefined}
                      onChange={(event) => setText(n, { title: event.target.value })}
                    />
                  </>
                )}
                <span className={`service-chip service-${SECTION_CODES[n].toLowerCase()}`} title={serviceName(SECTION_CODES[n], i18n.resolvedLanguage)} data-testid={`section-service-${n}`}>
                  {SECTION_CODES[n]}
                </span>
              </div>
              <div className="fee-section-amount" id={`${id}-amount`} data-testid={`section-amount-${n}`}>
                <span className="visually-hidden">{t('contracts.fields.amounts')} – </span>
                <strong>
                  {formatEuros(amounts.htCents)} {t('contracts.abbr.ht')}
                </strong>
                <small>
                  {formatEuros(amounts.ttcCents)} {t('contracts.abbr.ttc')}
                </small>
              </div>
              {template && (
                <div className="form-check form-switch fee-section-default">
                  <input className="form-check-input" type="checkbox" role="switch" id={`${id}-on`} checked={chosen} onChange={(event) => setSection(n, event.target.checked)} />
                  <label className="form-check-label" htmlFor={`${id}-on`}>
                    {t('contracts.fields.defaultOn')}
                  </label>
                </div>
              )}
            </div>
            {template ? (
              <div className="fee-section-text">
                <label htmlFor={`${id}-description`} className="form-label">
                  {t('contracts.fields.description')}
                </label>
                <textarea
                  id={`${id}-description`}
                  className="form-control"
                  rows={2}
                  maxLength={5000}
                  value={description}
                  onChange={(event) => setText(n, { description: event.target.value })}
                />
              </div>
            ) : (
              description && <p className="fee-section-description">{description}</p>
            )}
            {open && (
              <div className="fee-section-prices">
                {n === 1 ? (
                  <>
                    <div className="fee-field">
                      <label className="form-label" htmlFor={`${id}-minutes`}>
                        {t('contracts.fields.minutes')}
                      </label>
                      <DecimalInput
                        id={`${id}-minutes`}
                        value={form.consultationMinutes}
                        onValue={(value) => onForm({ ...form, consultationMinutes: value })}
                        onProblem={reporter(`${id}-minutes`)}
                        suffix={t('contracts.fields.minutesUnit')}
                        {...count}
                      />
                    </div>
                    <div className="fee-field">
                      <label className="form-label" htmlFor={`${id}-rate`}>
                        {t('contracts.fields.hourlyRate')}
                      </label>
                      <DecimalInput
                        id={`${id}-rate`}
                        value={form.hourlyRate}
                        onValue={(value) => onForm({ ...form, hourlyRate: value })}
                        onProblem={reporter(`${id}-rate`)}
                        suffix={t('contracts.fields.perHour')}
                        {...money}
                      />
                    </div>
                  </>
                ) : (
                  <div className="fee-field">
                    <label className="form-label" htmlFor={`${id}-flat`}>
                      {t('contracts.fields.flatPrice')}
                    </label>
                    <DecimalInput
                      id={`${id}-flat`}
                      value={form.flatPrices[n]}
                      onValue={(value) => setFlat(n, value)}
                      onProblem={reporter(`${id}-flat`)}
                      suffix="€"
                      disabled={replaced}
                      {...money}
                    />
                  </div>
                )}
                {hasExtras(n) && (
                  <div className="fee-extras">
                    <div className="form-check form-switch">
                      <input
                        className="form-check-input"
                        type="checkbox"
                        role="switch"
                        id={`${id}-extras`}
                        checked={form.extras[n].enabled || replaced}
                        disabled={replaced}
                        onChange={(event) => setExtra(n, { enabled: event.target.checked })}
                      />
                      <label className="form-check-label" htmlFor={`${id}-extras`}>
                        {t('contracts.fields.extras')}
                      </label>
                    </div>
                    {n === 5 && (
                      <div className="form-check form-switch">
                        <input
                          className="form-check-input"
                          type="checkbox"
                          role="switch"
                          id={`${id}-replace`}
                          checked={form.replaceSection5}
                          onChange={(event) => onForm({ ...form, replaceSection5: event.target.checked })}
                        />
                        <label className="form-check-label" htmlFor={`${id}-replace`}>
                          {t('contracts.fields.replace5')}
                        </label>
                      </div>
                    )}
                  </div>
                )}
                {hasExtras(n) && extrasShown && (
                  <>
                    <div className="fee-field">
                      <label className="form-label" htmlFor={`${id}-quantity`}>
                        {t('contracts.fields.extrasQuantity')}
                      </label>
                      <DecimalInput
                        id={`${id}-quantity`}
                        value={form.extras[n].quantity}
                        onValue={(value) => setExtra(n, { quantity: value })}
                        onProblem={reporter(`${id}-quantity`)}
                        {...count}
                      />
                    </div>
                    <div className="fee-field">
                      <label className="form-label" htmlFor={`${id}-unit`}>
                        {t('contracts.fields.extrasUnit')}
                      </label>
                      <DecimalInput
                        id={`${id}-unit`}
                        value={form.extras[n].unitPrice}
                        onValue={(value) => setExtra(n, { unitPrice: value })}
                        onProblem={reporter(`${id}-unit`)}
                        suffix="€"
                        {...money}
                      />
                    </div>
                  </>
                )}
              </div>
            )}
            {titleMissing && <div className="invalid-feedback d-block">{t('contracts.template.titleRequired')}</div>}
          </li>
        );
      })}
    </ol>
  );
}
