/** The class that draws a checkbox or radio with a 24 px target (./choice-control.css). */
import './choice-control.css';

export const CHOICE_CONTROL = 'choice-control';
