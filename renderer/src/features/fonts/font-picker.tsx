import type { OptionsProps } from '../../shared/panel/panel-definition';
import { ChosenFonts } from './chosen-fonts';
import { DeckFonts } from './deck-fonts';
import { FontSearch } from './font-search';
import { isChosen, replacedBy, toggled, withStandIn } from './fonts-options';
import type { FontsOptions } from './fonts-options';
import './fonts.css';

/** The font picker: the deck's own fonts first, the chosen families as chips, then every Google Fonts family. */
export function FontPicker(props: OptionsProps<FontsOptions>) {
  const { options, setOptions, disabled } = props;
  const chosen = (family: string) => isChosen(options, family);
  const toggle = (family: string) => setOptions(toggled(options, family));
  return (
    <div className="font-picker">
      <DeckFonts
        item={props.items[0]}
        isChosen={chosen}
        onToggle={toggle}
        replacing={(font) => options.replace?.[font]}
        onStandIn={(font, standIn) => setOptions(withStandIn(options, font, standIn))}
        disabled={disabled}
      />
      <ChosenFonts chosen={options.chosen} replacedBy={(family) => replacedBy(options, family)} disabled={disabled} onRemove={toggle} />
      <FontSearch isChosen={chosen} onToggle={toggle} disabled={disabled} />
    </div>
  );
}
