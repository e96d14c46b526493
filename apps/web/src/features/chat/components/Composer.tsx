import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Chip, CircularProgress, IconButton, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import CheckIcon from '@mui/icons-material/Check';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES } from '@pariksha/shared/schemas/chat';
import type { GroupMessage } from '@pariksha/shared/schemas/groups';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { uploadAttachment } from '../api.ts';
import { useChat } from '../context/chat-context.ts';
import type { OutboxItem } from '../lib/outbox-store.ts';
import { hasText, lengthState } from '../lib/text.ts';
import { ReplyQuote } from './ReplyQuote.tsx';

type Attached = { state: 'uploading'; name: string } | { state: 'ready'; name: string; file: NonNullable<OutboxItem['attachment']> };

type Props = {
  replyTo: GroupMessage | null;
  onCancelReply: () => void;
  editing: GroupMessage | null;
  onEditDone: () => void;
};

const DRAFT_SAVE_MS = 400;

/**
 * Writing a message: multi-line, Enter sends and Shift+Enter breaks the line (on a phone the
 * send button sends, Enter breaks), up to 4,000 characters with a counter near the limit, a
 * reply chip, an image or PDF attached through the upload route, and editing one's own
 * message. The draft is kept on the device; what is sent goes to the outbox first.
 */
export function Composer({ replyTo, onCancelReply, editing, onEditDone }: Props) {
  const { t } = useTranslation('chat');
  const chat = useChat();
  const { groupId, send, edit, typed, stopTyping, loadDraft, saveDraft } = chat;
  const [text, setText] = useState('');
  const [attached, setAttached] = useState<Attached | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const stash = useRef<string | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touched = useRef(false);
  const coarse = useMediaQuery('(pointer: coarse)');
  const counterId = useId();
  const length = lengthState(text);

  // The draft left here before (a reload, another page), unless something was typed already.
  useEffect(() => {
    let live = true;
    void loadDraft().then((draft) => {
      if (live && draft && !touched.current) setText(draft);
    });
    return () => {
      live = false;
    };
  }, [loadDraft]);

  // Editing borrows the composer: the draft waits aside and comes back afterwards.
  const editingId = editing?.id;
  useEffect(() => {
    if (!editingId || !editing) return;
    setText((current) => {
      stash.current ??= current;
      return editing.text ?? '';
    });
    input.current?.focus();
    // Only a new message to edit resets the text, not a live change to the one being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editingId]);

  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  useEffect(
    () => () => {
      if (draftTimer.current) clearTimeout(draftTimer.current);
    },
    [],
  );

  const keepDraft = (value: string, now = false) => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    if (now) saveDraft(value);
    else draftTimer.current = setTimeout(() => saveDraft(value), DRAFT_SAVE_MS);
  };

  const leaveEdit = () => {
    setText(stash.current ?? '');
    stash.current = null;
    onEditDone();
  };

  const onChange = (value: string) => {
    touched.current = true;
    setText(value);
    if (editing) return;
    keepDraft(value);
    if (hasText(value)) typed();
    else stopTyping();
  };

  const ready = attached?.state === 'ready' ? attached.file : null;
  const canSubmit = editing
    ? hasText(text) && !length.over && text !== editing.text && !saving
    : (hasText(text) || !!ready) && !length.over && attached?.state !== 'uploading';

  const submit = async () => {
    if (!canSubmit) return;
    if (editing) {
      setSaving(true);
      const ok = await edit(editing.id, text);
      setSaving(false);
      if (ok) leaveEdit();
      return;
    }
    const quote = replyTo
      ? { id: replyTo.id, senderId: replyTo.sender.id, senderName: replyTo.sender.name, text: replyTo.text, deleted: replyTo.deleted }
      : null;
    // The caption of a photo may be empty; otherwise the text goes exactly as typed.
    const message = { text: hasText(text) ? text : '', replyTo: quote, attachment: ready };
    setText('');
    setAttached(null);
    onCancelReply();
    keepDraft('', true);
    input.current?.focus();
    await send(message);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && (editing || replyTo)) {
      e.preventDefault();
      if (editing) leaveEdit();
      else onCancelReply();
      return;
    }
    // An input method composing Hindi uses Enter to pick a word: that Enter is not "send".
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || coarse) return;
    e.preventDefault();
    void submit();
  };

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const show = useSnackbar.getState().show;
    if (!(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return show(t('composer.wrongType'), 'error');
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return show(t('composer.tooLarge'), 'error');
    setAttached({ state: 'uploading', name: file.name });
    try {
      const uploaded = await uploadAttachment(groupId, file);
      setAttached((a) =>
        a?.state === 'uploading' && a.name === file.name ? { state: 'ready', name: file.name, file: { ...uploaded, name: file.name } } : a,
      );
      input.current?.focus();
    } catch (err) {
      setAttached(null);
      show(errorMessage(err, t('composer.uploadFailed')), 'error');
    }
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 1, sm: 2 }, pt: 1, pb: 1 }}
    >
      {(replyTo || editing || attached) && (
        <Stack sx={{ gap: 0.75, mb: 0.75 }}>
          {replyTo && !editing && (
            <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('composer.replyingTo', { name: replyTo.sender.name })}
                </Typography>
                <ReplyQuote
                  quote={{
                    id: replyTo.id,
                    senderId: replyTo.sender.id,
                    senderName: replyTo.sender.name,
                    text: replyTo.text,
                    deleted: replyTo.deleted,
                  }}
                />
              </Box>
              <IconButton size="small" onClick={onCancelReply} aria-label={t('composer.cancelReply')}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          )}
          {editing && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <EditOutlinedIcon fontSize="small" color="primary" aria-hidden />
              <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
                {t('composer.editing')}
              </Typography>
              <IconButton size="small" onClick={leaveEdit} aria-label={t('composer.cancelEdit')}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          )}
          {attached && !editing && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              <Chip
                icon={attached.state === 'uploading' ? <CircularProgress size={14} /> : <AttachFileIcon aria-hidden />}
                label={attached.state === 'uploading' ? t('composer.uploading', { name: attached.name }) : attached.name}
                sx={{ maxWidth: 'calc(100% - 40px)' }}
              />
              {attached.state === 'ready' && (
                <IconButton
                  size="small"
                  onClick={() => setAttached(null)}
                  aria-label={t('composer.removeAttachment', { name: attached.name })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          )}
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 0.5 }}>
        {!editing && (
          <>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={CHAT_ATTACHMENT_TYPES.join(',')}
              onChange={(e) => void onFile(e.target.files?.[0])}
              data-testid="chat-file-input"
            />
            <IconButton
              onClick={() => fileInput.current?.click()}
              aria-label={t('composer.attach')}
              disabled={attached?.state === 'uploading'}
              sx={{ mb: 0.25 }}
            >
              <AttachFileIcon />
            </IconButton>
          </>
        )}
        <TextField
          inputRef={input}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => stopTyping()}
          placeholder={t('composer.placeholder')}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': t('composer.label'), 'aria-describedby': length.show ? counterId : undefined },
          }}
          sx={{ '& .MuiOutlinedInput-root': { borderRadius: 3, bgcolor: 'grey.50' } }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={!canSubmit}
          aria-label={editing ? t('composer.save') : t('composer.send')}
          sx={{
            mb: 0.25,
            bgcolor: canSubmit ? 'primary.main' : undefined,
            color: canSubmit ? 'primary.contrastText' : undefined,
            '&:hover': { bgcolor: 'primary.dark' },
          }}
        >
          {editing ? <CheckIcon /> : <SendIcon />}
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, minHeight: 18, px: 0.5 }}>
        {length.show ? (
          <Typography
            id={counterId}
            variant="caption"
            color={length.over ? 'error' : 'text.secondary'}
            aria-live="polite"
            sx={{ fontWeight: length.over ? 700 : undefined }}
          >
            {length.over ? t('composer.over', { count: -length.left }) : t('composer.left', { count: length.left })}
          </Typography>
        ) : (
          !coarse && (
            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {t('composer.hint')}
            </Typography>
          )
        )}
      </Stack>
    </Box>
  );
}
