import { useMemo } from 'react';
import styled from 'styled-components';
import { SchemaForm } from '../form/SchemaForm';
import { useSiteFormData } from '../form/useSiteFormData';
import { ProblemsPanel } from '../problems/ProblemsPanel';
import { ChangesList } from '../save/ChangesList';
import { getIn } from '../../yaml';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';
import { Card, CardHead, Quiet } from '../views/viewLayout';
import { problemsIn, settingsSections } from './settingsSections';
import { showSettingsSection, useSettingsSection } from './settingsSelection';

const Layout = styled.main`
  grid-area: main;
  display: grid;
  min-height: 0;
  grid-template-columns: 17rem minmax(0, 1fr);
  @media (max-width: 1100px) { grid-template-columns: 14rem minmax(0, 1fr); }
`;

const Sections = styled.nav`
  overflow-y: auto;
  padding: 1rem;
  background: ${studio.panel};
  border-right: 1px solid ${studio.line};
  h2 { margin: 0 0 0.5rem; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${studio.muted}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.2rem; }
`;

const SectionButton = styled.button`
  width: 100%;
  display: grid;
  gap: 0.1rem;
  padding: 0.5rem 0.6rem;
  border: 1px solid transparent;
  border-radius: ${studio.radius};
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong { font-size: 0.875rem; font-weight: 600; color: ${studio.ink}; }
  span { font-size: 0.75rem; color: ${studio.muted}; }
  &:hover { background: ${studio.subtle}; }
  &[aria-current='true'] { background: ${studio.selected}; border-color: ${studio.accent}; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

const Count = styled.span`
  justify-self: start;
  padding: 0 0.45rem;
  border-radius: 999px;
  background: #FDECEA;
  color: ${studio.danger} !important;
  font-weight: 700;
`;

const Work = styled.div`
  overflow-y: auto;
  padding: 1.25rem 1.5rem 3rem;
  display: grid;
  align-content: start;
  gap: 1rem;
  > * { max-width: 46rem; width: 100%; }
`;

const Where = styled.p`
  display: inline-block;
  margin: 0.5rem 0 0 !important;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  background: ${studio.subtle};
  font-size: 0.75rem !important;
  color: ${studio.brand} !important;
`;

const kinds = (file: string) => (file === 'nav.yaml' ? 'Kept in nav.yaml' : 'Kept in pages.yaml');

/** Site settings: the company, footer and social profiles, contact details and the site's wording, each where it lives. */
export function SiteSettingsView() {
  const data = useStudio((state) => state.data);
  const formData = useSiteFormData();
  const problems = formData.siteProblems;
  const pagesFile = useStudio((state) => state.data['pages.yaml']) as { pages?: unknown } | undefined;
  const sections = useMemo(() => settingsSections(Array.isArray(pagesFile?.pages) ? pagesFile.pages : []), [pagesFile]);
  const currentId = useSettingsSection();
  const current = sections.find((section) => section.id === currentId) ?? sections[0]!;
  const files = [...new Set(current.forms.map((form) => form.file))];
  return (
    <Layout aria-label="Site settings">
      <Sections aria-labelledby="settings-sections-title">
        <h2 id="settings-sections-title">Settings</h2>
        <ul>
          {sections.map((section) => {
            const count = problemsIn(section, problems);
            return (
              <li key={section.id}>
                <SectionButton type="button" aria-current={section.id === current.id ? 'true' : undefined} onClick={() => showSettingsSection(section.id)}>
                  <strong>{section.title}</strong>
                  {section.id.startsWith('contact-') && <span>Contact details</span>}
                  {count > 0 && <Count>{count === 1 ? '1 problem' : `${count} problems`}</Count>}
                </SectionButton>
              </li>
            );
          })}
        </ul>
      </Sections>
      <Work>
        <ProblemsPanel />
        <Card aria-labelledby="settings-title">
          <CardHead>
            <div>
              <h2 id="settings-title">{current.title}</h2>
              <p>{current.summary}</p>
              <Where>{files.map(kinds).join(' and ')}</Where>
            </div>
          </CardHead>
          {current.forms.map((form) => {
            const value = getIn(data[form.file], form.basePath);
            if (!value || typeof value !== 'object') return <Quiet key={form.basePath.join('.')}>This part of {form.file} is missing; add it in the file first.</Quiet>;
            return (
              <SchemaForm
                key={`${current.id}:${form.basePath.join('.')}:${form.skip.join(',')}`}
                file={form.file}
                schema={form.schema}
                value={value as Record<string, unknown>}
                basePath={form.basePath}
                {...(form.where ? { where: form.where } : {})}
                skip={form.skip}
                {...formData}
              />
            );
          })}
        </Card>
        <ChangesList />
      </Work>
    </Layout>
  );
}
