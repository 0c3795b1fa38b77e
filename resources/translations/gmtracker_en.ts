<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>CombatantModel</name>
    <message numerus="yes">
      <source>%n hit penalty(s) taken this turn</source>
      <translation>
        <numerusform>%n hit penalty taken this turn</numerusform>
        <numerusform>%n hit penaltys taken this turn</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n penalty die(s)</source>
      <translation>
        <numerusform>%n penalty die</numerusform>
        <numerusform>%n penalty dice</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n round(s) left</source>
      <translation>
        <numerusform>%n round left</numerusform>
        <numerusform>%n rounds left</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>DerivedPanel</name>
    <message numerus="yes">
      <source>%n hex(es)</source>
      <translation>
        <numerusform>%n hex</numerusform>
        <numerusform>%n hexes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n penalty die(s)</source>
      <translation>
        <numerusform>%n penalty die</numerusform>
        <numerusform>%n penalty dice</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n square(s)</source>
      <translation>
        <numerusform>%n square</numerusform>
        <numerusform>%n squares</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HealDialog</name>
    <message numerus="yes">
      <source>%n temporary hit point(s), %1 (damage DC %2)</source>
      <translation>
        <numerusform>%n temporary hit point, %1 (damage DC %2)</numerusform>
        <numerusform>%n temporary hit points, %1 (damage DC %2)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>&amp;Wound count (1 per %n point(s))</source>
      <translation>
        <numerusform>&amp;Wound count (1 per %n point)</numerusform>
        <numerusform>&amp;Wound count (1 per %n points)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Bruise count %1 → %2 (%n point(s) used, %3 lost)</source>
      <translation>
        <numerusform>Bruise count %1 → %2 (%n point used, %3 lost)</numerusform>
        <numerusform>Bruise count %1 → %2 (%n points used, %3 lost)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Wound count %1 → %2 (%n point(s) used, %3 lost)</source>
      <translation>
        <numerusform>Wound count %1 → %2 (%n point used, %3 lost)</numerusform>
        <numerusform>Wound count %1 → %2 (%n points used, %3 lost)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>InitiativeDialog</name>
    <message numerus="yes">
      <source>%n initiative(s) still to fill in, first %1's.</source>
      <translation>
        <numerusform>%n initiative still to fill in, first %1's.</numerusform>
        <numerusform>%n initiatives still to fill in, first %1's.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>LogLine</name>
    <message numerus="yes">
      <source> for %n round(s), until clock round %1</source>
      <translation>
        <numerusform> for %n round, until clock round %1</numerusform>
        <numerusform> for %n rounds, until clock round %1</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source> with %n penalty die(s)</source>
      <translation>
        <numerusform> with %n penalty die</numerusform>
        <numerusform> with %n penalty dice</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 has %n temporary hit point(s)%2%3 (damage DC +%4)</source>
      <translation>
        <numerusform>%1 has %n temporary hit point%2%3 (damage DC +%4)</numerusform>
        <numerusform>%1 has %n temporary hit points%2%3 (damage DC +%4)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 of %n round(s), counted at the end of %2's turn</source>
      <translation>
        <numerusform>%1 of %n round, counted at the end of %2's turn</numerusform>
        <numerusform>%1 of %n rounds, counted at the end of %2's turn</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 of %n round(s), counted at the start of %2's turn</source>
      <translation>
        <numerusform>%1 of %n round, counted at the start of %2's turn</numerusform>
        <numerusform>%1 of %n rounds, counted at the start of %2's turn</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1: bruise count %2 → %3, %n point(s) lost</source>
      <translation>
        <numerusform>%1: bruise count %2 → %3, %n point lost</numerusform>
        <numerusform>%1: bruise count %2 → %3, %n points lost</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1: wound count %2 → %3, %n point(s) lost</source>
      <translation>
        <numerusform>%1: wound count %2 → %3, %n point lost</numerusform>
        <numerusform>%1: wound count %2 → %3, %n points lost</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n recovery check(s) for %1 (B8)</source>
      <translation>
        <numerusform>%n recovery check for %1 (B8)</numerusform>
        <numerusform>%n recovery checks for %1 (B8)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n round(s)</source>
      <translation>
        <numerusform>%n round</numerusform>
        <numerusform>%n rounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n temporary hit point(s) end</source>
      <translation>
        <numerusform>%n temporary hit point end</numerusform>
        <numerusform>%n temporary hit points end</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>combat ends after %n round(s)</source>
      <translation>
        <numerusform>combat ends after %n round</numerusform>
        <numerusform>combat ends after %n rounds</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message numerus="yes">
      <source>Saved %n combatant(s) to the library</source>
      <translation>
        <numerusform>Saved %n combatant to the library</numerusform>
        <numerusform>Saved %n combatants to the library</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RestDialog</name>
    <message numerus="yes">
      <source>%n temporary hit point(s) end</source>
      <translation>
        <numerusform>%n temporary hit point end</numerusform>
        <numerusform>%n temporary hit points end</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SharePanel</name>
    <message numerus="yes">
      <source>%n phone(s) connected</source>
      <translation>
        <numerusform>%n phone connected</numerusform>
        <numerusform>%n phones connected</numerusform>
      </translation>
    </message>
  </context>
</TS>
