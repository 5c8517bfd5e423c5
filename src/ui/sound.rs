//! The game's sounds in the browser: [`use_sound`] plays what [`crate::app::sound::cues`]
//! decides, with Web Audio (oscillators: nothing to download). Sound is off until the player
//! turns it on, and the choice is remembered ([`SOUND_KEY`], a preference like the language).
//!
//! The audio context is made when the player turns sound on (a click: browsers let a page
//! start sound only from one), or on the first sound after a reload, which the browser may
//! hold until the next click or key.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::app::sound::{cues, Cue, Heard, Sound};
use crate::ui::context::GameHandle;
use crate::ui::storage;

/// Whether the player turned sound on (`"on"`; anything else, or nothing, is off). Shared by
/// every copy of the game on the site, like the language.
pub const SOUND_KEY: &str = "sternhalma.sound";

#[wasm_bindgen]
extern "C" {
    /// The page's `AudioContext`.
    type AudioContext;
    #[wasm_bindgen(constructor, catch)]
    fn new() -> Result<AudioContext, JsValue>;
    #[wasm_bindgen(method, getter, js_name = currentTime)]
    fn current_time(this: &AudioContext) -> f64;
    #[wasm_bindgen(method, getter)]
    fn destination(this: &AudioContext) -> AudioNode;
    #[wasm_bindgen(method, getter)]
    fn state(this: &AudioContext) -> String;
    #[wasm_bindgen(method, catch)]
    fn resume(this: &AudioContext) -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(method, catch, js_name = createOscillator)]
    fn create_oscillator(this: &AudioContext) -> Result<OscillatorNode, JsValue>;
    #[wasm_bindgen(method, catch, js_name = createGain)]
    fn create_gain(this: &AudioContext) -> Result<GainNode, JsValue>;

    type AudioNode;
    #[wasm_bindgen(method, catch)]
    fn connect(this: &AudioNode, to: &AudioNode) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(extends = AudioNode)]
    type OscillatorNode;
    #[wasm_bindgen(method, getter)]
    fn frequency(this: &OscillatorNode) -> AudioParam;
    #[wasm_bindgen(method, setter, js_name = "type")]
    fn set_type(this: &OscillatorNode, wave: &str);
    #[wasm_bindgen(method, catch)]
    fn start(this: &OscillatorNode, when: f64) -> Result<(), JsValue>;
    #[wasm_bindgen(method, catch)]
    fn stop(this: &OscillatorNode, when: f64) -> Result<(), JsValue>;

    #[wasm_bindgen(extends = AudioNode)]
    type GainNode;
    #[wasm_bindgen(method, getter)]
    fn gain(this: &GainNode) -> AudioParam;

    type AudioParam;
    #[wasm_bindgen(method, catch, js_name = setValueAtTime)]
    fn set_value_at_time(this: &AudioParam, value: f32, at: f64) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(method, catch, js_name = exponentialRampToValueAtTime)]
    fn ramp_to(this: &AudioParam, value: f32, at: f64) -> Result<JsValue, JsValue>;
}

/// The page's sound output, made once.
#[derive(Default)]
struct Speaker {
    context: Option<AudioContext>,
}

impl Speaker {
    /// The audio context, made (or woken) now; `None` where the browser has no Web Audio.
    fn context(&mut self) -> Option<&AudioContext> {
        if self.context.is_none() {
            // (Without Web Audio the constructor throws, and there is no sound.)
            self.context = AudioContext::new().ok();
        }
        let context = self.context.as_ref()?;
        if context.state() == "suspended" {
            let _ = context.resume();
        }
        Some(context)
    }

    /// Plays `cues` (failures are silent: sound is never worth an error).
    fn play(&mut self, cues: &[Cue]) {
        let Some(context) = self.context() else {
            return;
        };
        let now = context.current_time();
        for cue in cues {
            for note in cue.sound.notes() {
                let at = now + f64::from(cue.at_ms + u32::from(note.after_ms)) / 1000.0;
                let _ = tone(
                    context,
                    cue.sound,
                    f32::from(note.hz),
                    at,
                    f64::from(note.ms) / 1000.0,
                );
            }
        }
    }
}

/// One note: an oscillator through a gain that fades it out.
fn tone(
    context: &AudioContext,
    sound: Sound,
    hz: f32,
    at: f64,
    length: f64,
) -> Result<(), JsValue> {
    let oscillator = context.create_oscillator()?;
    let gain = context.create_gain()?;
    oscillator.set_type(match sound {
        Sound::Step => "sine",
        Sound::Hop => "triangle",
        Sound::Finish => "triangle",
    });
    oscillator.frequency().set_value_at_time(hz, at)?;
    let level = gain.gain();
    level.set_value_at_time(0.18, at)?;
    level.ramp_to(0.001, at + length)?;
    oscillator.connect(&gain)?;
    gain.connect(&context.destination())?;
    oscillator.start(at)?;
    oscillator.stop(at + length + 0.02)
}

/// Whether sound is on, and a callback that turns it on or off (and remembers it). While it is
/// on, every change of the game's state sounds as [`cues`] says.
#[hook]
pub fn use_sound(game: &GameHandle) -> (bool, Callback<()>) {
    let on = use_state_eq(|| storage::load(SOUND_KEY).as_deref() == Some("on"));
    let heard = use_mut_ref(|| Heard::of(game));
    let speaker: Rc<RefCell<Speaker>> = use_mut_ref(Speaker::default);
    {
        let (heard, speaker, state, on) = (heard.clone(), speaker.clone(), game.clone(), *on);
        use_effect(move || {
            let (now, sounds) = cues(*heard.borrow(), &state);
            *heard.borrow_mut() = now;
            if on && !sounds.is_empty() {
                speaker.borrow_mut().play(&sounds);
            }
        });
    }
    let toggle = {
        let on = on.clone();
        Callback::from(move |()| {
            let turned_on = !*on;
            let _ = storage::save(SOUND_KEY, if turned_on { "on" } else { "off" });
            if turned_on {
                // Made in the click, which lets it sound; a knock says it works.
                speaker.borrow_mut().play(&[Cue {
                    sound: Sound::Step,
                    at_ms: 0,
                }]);
            }
            on.set(turned_on);
        })
    };
    (*on, toggle)
}
