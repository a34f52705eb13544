import { useEffect } from 'react';
import { store } from './state/store';
import { useStudio } from './state/useStudio';
import { fileNames, type FileName } from './state/types';

/** How long the draft rests before the whole site is checked on the server. */
const VALIDATE_AFTER_MS = 350;

/** Keyboard shortcuts, whole-site checks as the draft changes, files changed on disk, and leaving with unsaved work. */
export function useStudioEffects() {
  const revision = useStudio((state) => state.revision);
  const status = useStudio((state) => state.status);

  useEffect(() => {
    if (status !== 'ready') return;
    const timer = window.setTimeout(() => void store.validate(), VALIDATE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [revision, status]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || document.querySelector('dialog[open]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.redo();
      else if (key === 's') void store.save();
      else return;
      event.preventDefault();
    };
    const onLeave = (event: BeforeUnloadEvent) => {
      const { dirty } = store.get();
      if (dirty['pages.yaml'] || dirty['nav.yaml']) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, []);

  useEffect(() => {
    if (status !== 'ready') return;
    const events = new EventSource('/api/events');
    events.addEventListener('changed', (event) => {
      const { file, version } = JSON.parse((event as MessageEvent<string>).data) as { file: FileName; version: string };
      if (fileNames.includes(file)) void store.fileChanged(file, version);
    });
    return () => events.close();
  }, [status]);
}
