import { useId } from 'react';
import { THEMES, type Theme } from '../../shared/ipc/ipc-contract';
import { useUiStore } from '../state/ui-store';
import { RadioGroup } from '../ui';
import { ConnectionForm } from './connection-form';
import { SavedSearchCheckSettings } from '../saved-search-check/check-settings';
import { DiagnosticsSection } from './diagnostics-section';
import { NetworkSettings } from './network-settings';

// The start-up check ships in this chunk (renderer/app/lazy-screens.ts says why).
export { StartupCheck } from '../saved-search-check/startup-check';
import './settings.css';

const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const THEME_OPTIONS = THEMES.map((value) => ({ value, label: THEME_LABELS[value] }));

function ThemeSettings() {
  const theme = useUiStore((store) => store.theme);
  const setTheme = useUiStore((store) => store.setTheme);
  const headingId = useId();
  return (
    <section className="feature-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="feature-card__title">
        Appearance
      </h2>
      <RadioGroup<Theme> legend="Theme" value={theme} options={THEME_OPTIONS} onChange={setTheme} inline />
      <p className="muted settings-note">“System” follows your operating system’s light or dark setting.</p>
    </section>
  );
}

/** Marketplace and API key (one form), network, appearance, the saved searches' start-up check, and diagnostics. */
export function SettingsView() {
  return (
    <div className="feature-view settings-view">
      <ConnectionForm />
      <NetworkSettings />
      <ThemeSettings />
      <SavedSearchCheckSettings />
      <DiagnosticsSection />
    </div>
  );
}
