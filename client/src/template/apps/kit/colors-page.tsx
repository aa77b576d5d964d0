import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Droplet } from 'lucide-react';
import { ShowcasePage } from './showcase';

type Group = 'brand' | 'states' | 'fills' | 'surfaces';

/** The theme's tokens (client/src/styles/theme.css and Bootstrap's own), by group. */
const TOKENS: Record<Group, readonly string[]> = {
  brand: ['--app-primary', '--app-primary-hover', '--app-primary-text', '--bs-focus-ring-color'],
  states: ['--bs-success', '--bs-info', '--bs-warning', '--bs-danger', '--bs-secondary'],
  fills: [
    '--app-fill-primary', '--app-on-primary', '--app-fill-success', '--app-on-success', '--app-fill-info', '--app-on-info',
    '--app-fill-warning', '--app-on-warning', '--app-fill-danger', '--app-on-danger', '--app-fill-secondary', '--app-on-secondary', '--app-fill-dark', '--app-on-dark',
  ],
  surfaces: ['--app-page-bg', '--bs-body-bg', '--bs-tertiary-bg', '--bs-body-color', '--bs-heading-color', '--bs-secondary-color', '--bs-border-color', '--app-hover-bg'],
};

type Values = Record<string, string>;

/** Each token's value under a theme: read with getComputedStyle on an element carrying that theme. */
function useTokenValues(tokens: readonly string[]) {
  const light = useRef<HTMLDivElement>(null);
  const dark = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<{ light: Values; dark: Values }>({ light: {}, dark: {} });
  useLayoutEffect(() => {
    const read = (element: HTMLElement | null): Values => {
      if (!element) return {};
      const style = getComputedStyle(element);
      return Object.fromEntries(tokens.map((token) => [token, style.getPropertyValue(token).trim()]));
    };
    const update = () => setValues({ light: read(light.current), dark: read(dark.current) });
    update();
    // A token left to inheritance follows the page's own theme: read again when it changes.
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme', 'dir'] });
    return () => observer.disconnect();
  }, [tokens]);
  return { light, dark, values };
}

function Swatch({ token, value }: { token: string; value: string }) {
  return (
    <div className="kit-color">
      <span className="kit-swatch" style={{ background: `var(${token})` }} aria-hidden="true" />
      <code data-testid="token-value">{value || '—'}</code>
    </div>
  );
}

function TokenTable({ group }: { group: Group }) {
  const { t } = useTranslation();
  const tokens = TOKENS[group];
  const { light, dark, values } = useTokenValues(tokens);
  return (
    <>
      {/* Two invisible probes, one per theme, that the values are read from. */}
      <div ref={light} data-bs-theme="light" hidden />
      <div ref={dark} data-bs-theme="dark" hidden />
      <div className="table-responsive">
        <table className="table table-sm kit-colors mb-0" data-testid={`colors-${group}`}>
          <thead>
            <tr>
              <th scope="col">{t('kit.colors.variable')}</th>
              <th scope="col">{t('kit.colors.light')}</th>
              <th scope="col">{t('kit.colors.dark')}</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token} data-token={token}>
                <th scope="row"><code>{token}</code></th>
                <td data-bs-theme="light" data-theme-cell="light"><Swatch token={token} value={values.light[token] ?? ''} /></td>
                <td data-bs-theme="dark" data-theme-cell="dark"><Swatch token={token} value={values.dark[token] ?? ''} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** /colors/colors: the theme's colour tokens, each with its swatch and value in the light and the dark theme. */
export default function ColorsPage() {
  return (
    <ShowcasePage page="colors" icon={Droplet}
      sections={(['brand', 'states', 'fills', 'surfaces'] as const).map((id) => ({ id, demo: <TokenTable group={id} /> }))} />
  );
}
