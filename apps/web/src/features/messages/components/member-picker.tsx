import { CHAT_MEMBER_SEARCH_DEBOUNCE_MS, messages, type UserMatch } from '@canvas/shared';
import { Group, Loader, Pill, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { InitialsAvatar } from '@/components/initials-avatar';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { MEMBER_SEARCH_MIN_LENGTH, useMemberSearch } from '../api/search-members';
import classes from './messages-page.module.css';

interface MemberPickerProps {
  meId: number | undefined;
  selected: UserMatch[];
  onChange: (selected: UserMatch[]) => void;
}

/**
 * People to add: the search waits 500 ms after typing and shows 10 (spec 3 §9); picked people show
 * as pills. Picking yourself is skipped with the spec's 'target user is yourself! skipped!'.
 */
export function MemberPicker({ meId, selected, onChange }: MemberPickerProps) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), CHAT_MEMBER_SEARCH_DEBOUNCE_MS);
  const search = useMemberSearch(debounced);
  const results = debounced.length >= MEMBER_SEARCH_MIN_LENGTH ? (search.data ?? []) : [];

  const pick = (person: UserMatch) => {
    if (person.userId === meId) {
      notify.info({ message: messages.messageToSelf, id: 'chat-self' });
      return;
    }
    if (selected.some((known) => known.userId === person.userId)) return;
    onChange([...selected, person]);
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Add people"
        description={`Type at least ${MEMBER_SEARCH_MIN_LENGTH} letters of a name or an email`}
        placeholder="Search people"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
      />
      {selected.length > 0 ? (
        <Pill.Group aria-label="People to add">
          {selected.map((person) => (
            <Pill
              key={person.userId}
              withRemoveButton
              removeButtonProps={{ 'aria-label': `Remove ${fullName(person)}` }}
              onRemove={() => onChange(selected.filter((known) => known.userId !== person.userId))}
            >
              {fullName(person)}
            </Pill>
          ))}
        </Pill.Group>
      ) : null}
      {results.length > 0 ? (
        <ul className={classes.results} aria-label="People found">
          {results.map((person) => {
            const isPicked = selected.some((known) => known.userId === person.userId);
            return (
              <li key={person.userId}>
                <UnstyledButton
                  className={classes.result}
                  onClick={() => pick(person)}
                  aria-pressed={isPicked}
                >
                  <Group gap="sm" wrap="nowrap">
                    <InitialsAvatar name={person} src={person.avatar} size={32} />
                    <Text size="sm" truncate="end">
                      <VisuallyHidden component="span">Add </VisuallyHidden>
                      {fullName(person)}
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      ) : debounced.length >= MEMBER_SEARCH_MIN_LENGTH && search.isSuccess && !search.isFetching ? (
        <Text size="sm" c="dimmed">
          Nobody found for “{debounced}”.
        </Text>
      ) : null}
    </Stack>
  );
}
