/**
 * The words of a team editing together: the lock on an item being edited, taking it over, unsaved edits, reviews,
 * notices to staff and the e-mails that carry them. Data only.
 */
export const staffTeamCopy = {
  lock: {
    editing: '{who} is editing this item since {time}.',
    draft: 'This draft is {who}’s (last saved {time}): theirs until they publish it or hand it over.',
    review: 'This draft is waiting for review ({who} asked at {time}).',
    readOnly: 'You can read it here; the form is locked while it is theirs.',
    takeOver: 'Take over',
    takeOverHint: '{who} is told, and their text stays in the history.',
    takingOver: 'Taking over…',
    lost: '{who} took over this item at {time}. The form is locked; your last edits are kept in the history.',
    lostReload: 'Open it again',
    expired: 'You were away for a while, so the item was free for others. It is yours again.',
  },
  unsaved: {
    leave: 'You have unsaved changes. Leave this page and lose them?',
  },
  errors: {
    editing: '{who} is editing this item since {time}. Take over in the editor to change it; your edits are not saved as the draft.',
    draftOwned: 'This draft is {who}’s until they publish it or you take it over; your edits are not saved as the draft.',
    kept: 'Your text is kept in the history as version {id}.',
    inReview: 'This draft is waiting for review; it cannot change until the review ends.',
  },
  notices: {
    heading: 'For you',
    dismiss: 'Mark as read',
    dismissLabel: 'Mark as read: {text}',
    tookOver: '{who} took over “{item}” at {time}. Your text is kept in its history.',
  },
  mail: {
    subject: '{site}: {text}',
    open: 'Open it: {url}',
    footer: 'You get this e-mail because you have a staff account on {site}.',
  },
  revert: {
    button: 'Revert the last publish',
    hint: 'Visitors see the version that was live before, within seconds. Drafts stay as they are.',
    busy: 'Reverting…',
    done: 'Reverted: version {id} is live again (as version {now}).',
    nothing: 'There is no earlier published version to go back to.',
  },
  compare: {
    heading: 'Compare two versions',
    from: 'From',
    to: 'To',
    submit: 'Compare',
    title: 'Changes from version {a} to version {b}',
    same: 'These two versions are the same.',
    option: '#{id} · {when} · {who} · {how}',
    live: 'live now',
    draft: 'the draft',
  },
  auditFilters: {
    label: 'Filter the audit log',
    who: 'Person',
    action: 'Action',
    item: 'Item or page',
    itemHint: 'Words of its name, such as “Our process”',
    from: 'From',
    to: 'To',
    any: 'Anyone',
    anyAction: 'Any action',
    apply: 'Filter',
    clear: 'Clear filters',
    none: 'Nothing matches these filters.',
    item_column: 'Item',
  },
  /** The audit log's words for what a team does (beside staffCopy.actions). */
  audit: {
    'content-take-over': 'Took over {item} from {from}',
    'content-revert': 'Reverted the last publish of {item}',
    'content-review-request': 'Asked for a review of {item}',
    'content-review-withdraw': 'Withdrew the review request of {item}',
    'content-review-send-back': 'Sent {item} back to its writer',
  },
} as const;
