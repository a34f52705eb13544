// Why a push failed, told to someone who does not use git: the changes are safe on this computer, what went wrong, and
// what to do next, in plain words; the technical detail (the remote, its address, what git said) goes in `detail`,
// which the Publish dialog keeps behind "Details". Recognised from git's own (English) messages.

export type PushFailureKind =
  | 'no-remote'
  | 'unreachable'
  | 'rejected'
  | 'authentication'
  | 'timeout'
  /** Bringing in what others published: the same lines changed on both sides. */
  | 'conflict'
  /** Bringing in what others published: uncommitted work outside the studio is in the way. */
  | 'other-work'
  /** Bringing in what others published: the combined site does not pass its checks. */
  | 'invalid-after-merge'
  /** Bringing in what others published: either side moved on since the list was shown, which is shown anew. */
  | 'moved-on'
  | 'other';

export type PushFailure = { kind: PushFailureKind; message: string; detail?: string };

/** How every failure to send starts: what matters most first, the changes are safe. */
export const KEPT = 'Your changes are recorded on this computer; they were not sent because';

const patterns: Array<[PushFailureKind, RegExp]> = [
  ['rejected', /\[rejected\]|non-fast-forward|fetch first|Updates were rejected|\[remote rejected\]/i],
  [
    'authentication',
    /Authentication failed|terminal prompts disabled|could not read (Username|Password)|Permission denied \(publickey|Host key verification failed|HTTP Basic: Access denied|returned error: 40[13]|requested URL returned error: 40[13]|Invalid username or password/i,
  ],
  [
    'unreachable',
    /Could not resolve host|Connection refused|Failed to connect|Connection timed out|Network is unreachable|unable to access|does not appear to be a git repository|Could not read from remote repository|No such file or directory|not found|No route to host|Could not resolve hostname/i,
  ],
];

export function explainPushFailure({ stderr, timedOut, remote, url }: { stderr: string; timedOut: boolean; remote: string; url: string }): PushFailure {
  const where = url ? `“${remote}” (${url})` : `“${remote}”`;
  const said = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-2)
    .join(' ');
  const detail = `git push to the remote ${where}${timedOut ? ': no answer within a minute' : said ? `: ${said}` : ''}`;
  if (timedOut) {
    return { kind: 'timeout', detail, message: `${KEPT} the shared copy of the site did not answer within a minute. Check the internet connection, then press Send again.` };
  }
  const kind = patterns.find(([, pattern]) => pattern.test(stderr))?.[0] ?? 'other';
  switch (kind) {
    case 'rejected':
      return {
        kind,
        detail,
        message: `${KEPT} someone else published changes first, and sending yours would overwrite them. Nothing is lost: “Bring in their changes” lists what they published, and once you have checked it combines theirs with yours and sends both, unless the two change the same lines.`,
      };
    case 'authentication':
      return {
        kind,
        detail,
        message: `${KEPT} the shared copy of the site asked who you are, and the studio never types passwords. Ask a developer to give this computer access once, then press Send again.`,
      };
    case 'unreachable':
      return {
        kind,
        detail,
        message: `${KEPT} the shared copy of the site could not be reached: check the internet connection, then press Send again (a developer can check its address under Details).`,
      };
    default:
      return { kind: 'other', detail, message: `${KEPT} sending failed. Press Send again, or ask a developer (Details says what went wrong).` };
  }
}

export const noRemoteMessage = `${KEPT} this project has no shared copy to send them to. A developer can set one up; until then your changes stay on this computer, where they are safe.`;
export const noRemoteDetail = 'No git remote: a developer can add one with git remote add origin ADDRESS.';

/** A remote's address without any user name or token written into it. */
export function safeUrl(url: string): string {
  return url.trim().replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}
