import { useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { copyText } from '@/lib/clipboard';

/**
 * A secret shown once (a temporary password, an API token): read-only, selected on focus, with a copy
 * button; the copy is announced (role status), and a failed one says to select and copy by hand.
 */
export function CopyField({
  id,
  label,
  value,
  inputClassName,
  testId,
  copyTestId,
  hint,
  words,
}: {
  id: string;
  label: string;
  value: string;
  inputClassName: string;
  testId: string;
  copyTestId?: string;
  hint: string;
  /** the button's text, its text once copied, and what a failed copy says */
  words: { copy: string; copied: string; failed: string };
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => setCopied((await copyText(value, field.current)) ? 'yes' : 'failed');
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          ref={field}
          id={id}
          dir="ltr"
          className={`form-control ${inputClassName}`}
          readOnly
          value={value}
          autoComplete="off"
          spellCheck={false}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()} data-testid={copyTestId}>
          {copied === 'yes' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          <span className="ms-1">{copied === 'yes' ? words.copied : words.copy}</span>
        </button>
      </div>
      <p className="form-text mt-1 mb-0">{hint}</p>
      <p className={copied === 'failed' ? 'small text-danger mt-1 mb-0' : 'visually-hidden'} role="status" aria-live="polite">
        {copied === 'yes' ? words.copied : copied === 'failed' ? words.failed : ''}
      </p>
    </>
  );
}
