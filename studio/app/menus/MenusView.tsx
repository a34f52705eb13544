import { useMemo } from 'react';
import type { NavFile } from '../../../src/content';
import { ProblemsPanel } from '../problems/ProblemsPanel';
import { ChangesList } from '../save/ChangesList';
import { useStudio } from '../state/useStudio';
import { SidePanel, ViewLayout, WorkArea } from '../views/viewLayout';
import { FooterColumnsTree } from './FooterColumnsTree';
import { HeaderMenuTree } from './HeaderMenuTree';
import { MenuEntryInspector } from './MenuEntryInspector';
import { entriesWithProblems, MenuProblemsContext } from './menuProblems';

type DraftNav = { header?: Partial<NavFile['header']>; footer?: Partial<NavFile['footer']> } | undefined;

const EMPTY: never[] = [];

/** The Menus view: the header menu and the footer columns as trees, and the chosen entry's form beside them. */
export function MenusView() {
  const nav = useStudio((state) => state.data['nav.yaml']) as DraftNav;
  const problems = useStudio((state) => state.problems);
  const marked = useMemo(() => entriesWithProblems(problems), [problems]);
  const items = Array.isArray(nav?.header?.items) ? nav.header.items : EMPTY;
  const columns = Array.isArray(nav?.footer?.columns) ? nav.footer.columns : EMPTY;
  return (
    <ViewLayout aria-label="Menus">
      <MenuProblemsContext.Provider value={marked}>
        <WorkArea>
          <HeaderMenuTree items={items} />
          <FooterColumnsTree columns={columns} />
        </WorkArea>
      </MenuProblemsContext.Provider>
      <SidePanel aria-label="Edit the menu entry">
        <ProblemsPanel />
        <MenuEntryInspector />
        <ChangesList />
      </SidePanel>
    </ViewLayout>
  );
}
