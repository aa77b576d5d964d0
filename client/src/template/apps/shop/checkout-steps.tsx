import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';

const STEPS = ['cart', 'address', 'payment', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

/** The steps as an ordered list: the current one marked, the earlier ones reachable (until the order is placed). */
export function Stepper({ step, onStep }: { step: Step; onStep: (step: Step) => void }) {
  const { t } = useTranslation();
  const current = STEPS.indexOf(step);
  return (
    <nav aria-label={t('shop.stepsLabel')} className="card checkout-steps-card">
      <ol className="checkout-steps">
        {STEPS.map((id, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const content = (
            <>
              <span className="checkout-step-number" aria-hidden="true">
                {state === 'done' ? <CircleCheck size={16} /> : index + 1}
              </span>
              <span className="checkout-step-label">{t(`shop.steps.${id}`)}</span>
            </>
          );
          return (
            <li key={id} className={`checkout-step is-${state}`} aria-current={state === 'current' ? 'step' : undefined} data-testid={`step-${id}`}>
              {state === 'done' && step !== 'confirmation' ? (
                <button type="button" className="checkout-step-button" onClick={() => onStep(id)}>
                  {content}
                </button>
              ) : (
                <span className="checkout-step-button">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
