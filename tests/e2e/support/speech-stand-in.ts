/**
 * Stands in for the browser's speech before the app loads: two voices that arrive late (as Chrome's do), and a
 * record of each utterance and of the calls made around it (`window.__speech`), read back by the journeys.
 */
export const SPEECH_STAND_IN = `
(() => {
  const voices = [
    { name: 'Test American', lang: 'en-US', default: true, localService: true, voiceURI: 'us' },
    { name: 'Test British', lang: 'en-GB', default: false, localService: true, voiceURI: 'gb' },
  ];
  let loaded = [];
  const target = new EventTarget();
  window.__speech = { calls: [], spoken: [] };
  class Utterance { constructor(text) { this.text = text; this.voice = null; this.rate = 1; this.pitch = 1; this.lang = ''; } }
  window.SpeechSynthesisUtterance = Utterance;
  const synth = {
    paused: false,
    getVoices: () => loaded,
    cancel: () => window.__speech.calls.push('cancel'),
    resume: () => window.__speech.calls.push('resume'),
    speak: (u) => {
      window.__speech.calls.push('speak');
      window.__speech.spoken.push({ text: u.text, voice: u.voice && u.voice.name, rate: u.rate, pitch: u.pitch });
    },
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  setTimeout(() => { loaded = voices; target.dispatchEvent(new Event('voiceschanged')); }, 300);
})();
`;
