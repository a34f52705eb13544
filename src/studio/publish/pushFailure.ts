// Why a push failed, told to someone who does not use git: the commit is safe on this computer, what went wrong, and
// what to do next. Recognised from git's own (English) messages; anything else is quoted as git said it.

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
  | 'other';

export type PushFailure = { kind: PushFailureKind; message: string };

/** How every failure to send starts: what matters most first, the commit is safe. */
export const KEPT = 'Your change is saved in a commit on this computer; it was not sent because';

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
  if (timedOut) {
    return {
      kind: 'timeout',
      message: `${KEPT} the remote ${where} did not answer within a minute. Check the internet connection, then press Send again.`,
    };
  }
  const kind = patterns.find(([, pattern]) => pattern.test(stderr))?.[0] ?? 'other';
  switch (kind) {
    case 'rejected':
      return {
        kind,
        message: `${KEPT} the remote ${where} has changes that are not on this computer yet (someone else published first), and sending would overwrite them. Nothing is lost: “Bring in their changes and send” combines theirs with yours and sends both, unless the two change the same lines.`,
      };
    case 'authentication':
      return {
        kind,
        message: `${KEPT} the remote ${where} asked who you are (a password, a token or an SSH key), and the studio never types passwords. Ask a developer to set up access for this computer once (for example with Git Credential Manager or an SSH key), then press Send again.`,
      };
    case 'unreachable':
      return {
        kind,
        message: `${KEPT} the remote ${where} could not be reached: check the internet connection and that the address is right (a developer can check it with git remote -v), then press Send again.`,
      };
    default: {
      const said = stderr
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(-2)
        .join(' ');
      return { kind: 'other', message: `${KEPT} git could not send it to ${where}${said ? `: ${said}` : ''}. Press Send again, or ask a developer.` };
    }
  }
}

export const noRemoteMessage = `${KEPT} this project has no remote (no server to send commits to). A developer can add one (git remote add origin ADDRESS); until then the commit stays on this computer, where it is safe.`;

/** A remote's address without any user name or token written into it. */
export function safeUrl(url: string): string {
  return url.trim().replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}
