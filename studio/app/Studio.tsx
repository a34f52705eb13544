import { Plus } from './ui/icons';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { addBlock } from './blocks/blockActions';
import { withExampleFilesCopied } from './blocks/copyExampleFiles';
import { BlockList } from './blocks/BlockList';
import { BlockPicker } from './blocks/BlockPicker';
import { DataLists } from './form/DataLists';
import { Inspector } from './form/Inspector';
import { NewPageButton } from './pages/NewPageButton';
import { PageList } from './pages/PageList';
import { PreviewPane } from './preview/PreviewPane';
import { ProblemsPanel } from './problems/ProblemsPanel';
import { ChangesList } from './save/ChangesList';
import { ConflictDialog } from './save/ConflictDialog';
import { TopBar } from './save/TopBar';
import { blocksOf, pageName, pageOf } from './state/selectors';
import { store } from './state/store';
import { useStudio } from './state/useStudio';
import { studio } from './ui/theme';
import { Button } from './ui/buttons';
import { useStudioEffects } from './useStudioEffects';
import { MenusView } from './menus/MenusView';
import { SiteSettingsView } from './settings/SiteSettingsView';
import { useStudioView } from './views/studioView';
import { siteNameOf, studioTitle } from './state/siteName';
import { ViewRail } from './views/ViewRail';
import { SidePanel } from './views/viewLayout';

const Shell = styled.div`
  display: grid;
  height: 100vh;
  overflow: hidden;
  grid-template-rows: 3.25rem minmax(0, 1fr);
  grid-template-columns: 4.75rem minmax(0, 1fr);
  grid-template-areas: 'top top' 'rail main';
  font-family: ${studio.font};
  color: ${studio.ink};
  background: ${studio.canvas};
`;

const Panes = styled.main`
  grid-area: main;
  display: grid;
  min-height: 0;
  grid-template-columns: 19rem minmax(0, 1fr) 24rem;
  grid-template-areas: 'left preview right';
  @media (max-width: 1100px) {
    grid-template-columns: 16rem minmax(0, 1fr);
    grid-template-rows: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'left preview' 'left right';
  }
`;

const Left = styled.section`
  grid-area: left;
  overflow-y: auto;
  padding: 1rem;
  background: ${studio.panel};
  border-right: 1px solid ${studio.line};
`;

const Preview = styled.section`
  grid-area: preview;
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
`;

/** The side panel of every view (problems, the form, unsaved changes). */
const Right = styled(SidePanel).attrs({ as: 'section' })`
  grid-area: right;
  @media (max-width: 1100px) { border-top: 1px solid ${studio.line}; }
`;

const PaneTitle = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 1.25rem 0 0.5rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${studio.muted};
  &:first-child { margin-top: 0; }
`;

const Message = styled.p`
  margin: 3rem auto;
  max-width: 32rem;
  font-size: 1rem;
  text-align: center;
`;

export function Studio() {
  const status = useStudio((state) => state.status);
  const failure = useStudio((state) => state.failure);
  const selection = useStudio((state) => state.selection);
  const blocks = useStudio((state) => blocksOf(state, selection.page));
  const page = useStudio((state) => pageOf(state, selection.page));
  const [picking, setPicking] = useState(false);
  const view = useStudioView();
  const name = studioTitle(useStudio((state) => siteNameOf(state.data)));
  useStudioEffects();
  useEffect(() => {
    const where = view === 'menus' ? 'Menus' : view === 'settings' ? 'Site settings' : pageName(page, selection.page);
    document.title = status === 'ready' ? `${where} · ${name}` : name;
  }, [status, page, selection.page, view, name]);

  if (status !== 'ready') {
    return (
      <Shell>
        <TopBar />
        <ViewRail current={view} />
        <main style={{ gridArea: 'main' }}>
          <Message role={status === 'failed' ? 'alert' : 'status'}>{status === 'failed' ? `The studio could not start: ${failure}` : 'Opening your pages…'}</Message>
        </main>
      </Shell>
    );
  }

  if (view !== 'pages') {
    return (
      <Shell>
        <TopBar />
        <ViewRail current={view} />
        {view === 'menus' ? <MenusView /> : <SiteSettingsView />}
        <ConflictDialog />
        <DataLists />
      </Shell>
    );
  }

  const insertAt = selection.block === null ? blocks.length : selection.block + 1;
  return (
    <Shell>
      <TopBar />
      <ViewRail current={view} />
      <Panes>
        <Left aria-labelledby="pages-title">
          <PaneTitle id="pages-title">
            Pages
            <NewPageButton />
          </PaneTitle>
          <PageList current={selection.page} />
          <PaneTitle id="blocks-title">
            Blocks
            <Button type="button" onClick={() => setPicking(true)} style={{ textTransform: 'none', letterSpacing: 0 }}>
              <Plus size={16} aria-hidden="true" /> Add block
            </Button>
          </PaneTitle>
          <BlockList page={selection.page} blocks={blocks} selected={selection.block} />
        </Left>
        <Preview aria-labelledby="preview-title">
          <PreviewPane page={selection.page} block={selection.block} />
        </Preview>
        <Right aria-label="Edit">
          <ProblemsPanel />
          <Inspector page={selection.page} block={selection.block} />
          <ChangesList />
        </Right>
      </Panes>
      <BlockPicker
        open={picking}
        position={selection.block === null ? 'at the end of the page' : `after block ${selection.block + 1}`}
        onClose={() => setPicking(false)}
        onChoose={(kind) => {
          setPicking(false);
          const [page, index] = [selection.page, insertAt];
          void withExampleFilesCopied(kind.starter()).then(({ block, files, refusal }) => {
            store.learnPublicFiles(files);
            addBlock(page, index, block);
            if (refusal) store.announce(`The example's pictures could not be copied into the site: ${refusal} Choose pictures of your own for the new block.`);
          });
        }}
      />
      <ConflictDialog />
      <DataLists />
    </Shell>
  );
}
