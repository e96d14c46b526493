/**
 * How the end of a phase reaches someone who is not looking at the tab: a system notification
 * when allowed, and always a short beep. Both need a user gesture first (the permission prompt
 * and the audio context), so `prepare` runs from the Start button.
 */
export type NotificationState = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationState(): NotificationState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

let audio: AudioContext | null = null;

export async function prepare(): Promise<NotificationState> {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (Ctx && !audio) audio = new Ctx();
    if (audio?.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
  if (notificationState() === 'default') {
    try {
      return await Notification.requestPermission();
    } catch {
      return notificationState();
    }
  }
  return notificationState();
}

/** Shows a system notification; false when not allowed (the page then shows its own alert). */
export function notify(title: string, body: string): boolean {
  if (notificationState() !== 'granted') return false;
  try {
    new Notification(title, { body, tag: 'study-timer' });
    return true;
  } catch {
    // Some mobile browsers only allow notifications from a service worker.
    return false;
  }
}

/** Three short tones; silent when audio is unavailable. */
export function beep() {
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime + 0.05;
    for (let i = 0; i < 3; i += 1) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = 'sine';
      osc.frequency.value = 880;
      const t = start + i * 0.35;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.25);
      osc.connect(gain).connect(audio.destination);
      osc.start(t);
      osc.stop(t + 0.3);
    }
  } catch {
    /* audio is a nicety */
  }
}
