/**
 * Short everyday phrases, the same four in every language the samples can write (each row is a
 * translation of the others), in that language's own script. Audio transcripts and translation
 * pairs are drawn from here, so a dataset lists only languages this table holds.
 */
export const SPOKEN_PHRASES: Readonly<Record<string, readonly string[]>> = {
  en: ['turn left at the next junction', 'what is the weather tomorrow', 'please call my sister', 'set a timer for ten minutes'],
  fr: ['tournez à gauche au prochain carrefour', 'quel temps fera-t-il demain', 'appelle ma sœur, s’il te plaît', 'mets un minuteur de dix minutes'],
  de: ['an der nächsten Kreuzung links abbiegen', 'wie wird das Wetter morgen', 'bitte ruf meine Schwester an', 'stell einen Timer auf zehn Minuten'],
  es: ['gira a la izquierda en el próximo cruce', 'qué tiempo hará mañana', 'llama a mi hermana, por favor', 'pon un temporizador de diez minutos'],
  it: ['gira a sinistra al prossimo incrocio', 'che tempo farà domani', 'per favore chiama mia sorella', 'imposta un timer di dieci minuti'],
  nl: ['sla bij de volgende kruising linksaf', 'wat voor weer wordt het morgen', 'bel mijn zus alsjeblieft', 'zet een timer van tien minuten'],
  sv: ['sväng vänster i nästa korsning', 'hur blir vädret i morgon', 'ring min syster, tack', 'ställ en timer på tio minuter'],
  pl: ['skręć w lewo na następnym skrzyżowaniu', 'jaka będzie jutro pogoda', 'proszę, zadzwoń do mojej siostry', 'ustaw minutnik na dziesięć minut'],
  pt: ['vire à esquerda no próximo cruzamento', 'como vai estar o tempo amanhã', 'por favor, ligue para a minha irmã', 'defina um temporizador de dez minutos'],
  ja: ['次の交差点を左に曲がってください', '明日の天気はどうですか', '姉に電話してください', 'タイマーを十分にセットしてください'],
  ko: ['다음 교차로에서 좌회전하세요', '내일 날씨는 어때요', '언니에게 전화해 주세요', '타이머를 십 분으로 맞춰 주세요'],
  zh: ['在下一个路口左转', '明天天气怎么样', '请给我姐姐打电话', '设置一个十分钟的计时器'],
  hi: ['अगले चौराहे पर बाएँ मुड़ें', 'कल मौसम कैसा रहेगा', 'कृपया मेरी बहन को फ़ोन करो', 'दस मिनट का टाइमर लगाओ'],
  ar: ['انعطف يسارًا عند التقاطع التالي', 'كيف سيكون الطقس غدًا', 'من فضلك اتصل بأختي', 'اضبط مؤقتًا لمدة عشر دقائق'],
  ms: ['belok kiri di simpang seterusnya', 'bagaimana cuaca esok', 'tolong telefon kakak saya', 'tetapkan pemasa selama sepuluh minit'],
  sw: ['pinda kushoto kwenye makutano yanayofuata', 'hali ya hewa itakuwaje kesho', 'tafadhali mpigie dada yangu simu', 'weka kipima muda cha dakika kumi'],
  af: ['draai links by die volgende kruising', 'hoe gaan die weer môre wees', 'bel asseblief my suster', 'stel ’n tydhouer vir tien minute'],
};

export const SPOKEN_LANGUAGES: readonly string[] = Object.keys(SPOKEN_PHRASES);
