// Who the editor's changes are recorded as, kept for this copy of the site on this computer: the repository's own
// git settings (.git/config, never committed), so the next session of the studio knows the editor too.
import { runGit } from './git';
import type { Identity } from './publishStatus';

export async function rememberIdentity(root: string, identity: Identity): Promise<void> {
  await runGit(root, ['config', '--local', 'user.name', identity.name]);
  await runGit(root, ['config', '--local', 'user.email', identity.email]);
}
